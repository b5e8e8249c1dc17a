/** Texts of the identity-verification messages in English; every other locale has the same shape. */
export const en = {
  approvedSubject: 'Your identity is verified',
  approved:
    'Good news: we have checked your documents and your identity is verified. Withdrawals and every other feature are open to you.\n\nYour verification page: {{link}}',
  rejectedSubject: 'We could not verify your identity',
  rejected:
    'We checked your documents but could not verify your identity.\n\nReason: {{reason}}\n\nYou can send new photos on your verification page: {{link}}',
  approvedSms: 'Your identity is verified. Details: {{link}}',
  rejectedSms: 'We could not verify your identity: {{reason}} Send new photos: {{link}}',
  reasons: {
    document_unreadable: 'the document photo is blurred, too dark or cut off.',
    document_expired: 'the document has expired.',
    document_mismatch: 'the document does not match the details of your account.',
    selfie_mismatch: 'the selfie does not clearly show the person on the document.',
    other: 'the documents could not be accepted. Our support team can tell you more.',
  },
};

export type VerificationMailTexts = typeof en;
