/**
 * Texts of the account area's messages in English; every other locale has the same shape.
 * `{{name}}` is filled in when a message is sent. The durations (10 minutes, 24 hours) are those
 * of CONTACT_CONFIRMATION_POLICY: change them together.
 */
export const en = {
  confirmation: {
    welcomeSubject: 'Welcome! Please confirm your email address',
    subject: 'Confirm your email address',
    welcome: 'Thank you for registering: your account is ready.',
    intro: 'Please confirm that this email address is yours.',
    link: 'Open this link (it works for 24 hours):\n{{link}}',
    code: 'Or enter this code on the site within 10 minutes: {{code}}',
    ignore: 'If you did not ask for this, you can ignore this message.',
    sms: '{{code}} is your confirmation code (valid 10 minutes). Or open {{link}}',
  },
  marketing: {
    footer: 'You receive our news and offers because you subscribed to them. To stop, open:\n{{link}}',
  },
};

export type AccountMailTexts = typeof en;
