import type { VerificationMailTexts } from './en';

export const de: VerificationMailTexts = {
  approvedSubject: 'Deine Identität ist bestätigt',
  approved:
    'Gute Nachrichten: Wir haben deine Dokumente geprüft und deine Identität ist bestätigt. Auszahlungen und alle anderen Funktionen stehen dir offen.\n\nDeine Verifizierungsseite: {{link}}',
  rejectedSubject: 'Wir konnten deine Identität nicht bestätigen',
  rejected:
    'Wir haben deine Dokumente geprüft, konnten deine Identität aber nicht bestätigen.\n\nGrund: {{reason}}\n\nAuf deiner Verifizierungsseite kannst du neue Fotos senden: {{link}}',
  approvedSms: 'Deine Identität ist bestätigt. Details: {{link}}',
  rejectedSms: 'Wir konnten deine Identität nicht bestätigen: {{reason}} Neue Fotos senden: {{link}}',
  reasons: {
    document_unreadable: 'Das Foto des Dokuments ist unscharf, zu dunkel oder abgeschnitten.',
    document_expired: 'Das Dokument ist abgelaufen.',
    document_mismatch: 'Das Dokument passt nicht zu den Angaben in deinem Konto.',
    selfie_mismatch: 'Das Selfie zeigt nicht eindeutig die Person auf dem Dokument.',
    other: 'Die Dokumente konnten nicht akzeptiert werden. Unser Support hilft dir gern weiter.',
  },
};
