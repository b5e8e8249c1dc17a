import type { AccountMailTexts } from './en';

export const de: AccountMailTexts = {
  confirmation: {
    welcomeSubject: 'Willkommen! Bitte bestätige deine E-Mail-Adresse',
    subject: 'Bestätige deine E-Mail-Adresse',
    welcome: 'Danke für deine Registrierung: Dein Konto ist bereit.',
    intro: 'Bitte bestätige, dass diese E-Mail-Adresse dir gehört.',
    link: 'Öffne diesen Link (er gilt 24 Stunden):\n{{link}}',
    code: 'Oder gib innerhalb von 10 Minuten diesen Code auf der Website ein: {{code}}',
    ignore: 'Falls du das nicht angefordert hast, kannst du diese Nachricht ignorieren.',
    sms: '{{code}} ist dein Bestätigungscode (10 Minuten gültig). Oder öffne {{link}}',
  },
  marketing: {
    footer: 'Du erhältst unsere Neuigkeiten und Angebote, weil du sie abonniert hast. Zum Abbestellen öffne:\n{{link}}',
  },
};
