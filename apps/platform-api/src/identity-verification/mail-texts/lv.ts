import type { VerificationMailTexts } from './en';

export const lv: VerificationMailTexts = {
  approvedSubject: 'Jūsu identitāte ir apstiprināta',
  approved:
    'Labas ziņas: mēs pārbaudījām jūsu dokumentus, un jūsu identitāte ir apstiprināta. Izmaksas un visas pārējās iespējas jums ir pieejamas.\n\nJūsu verifikācijas lapa: {{link}}',
  rejectedSubject: 'Mēs nevarējām apstiprināt jūsu identitāti',
  rejected:
    'Mēs pārbaudījām jūsu dokumentus, taču nevarējām apstiprināt jūsu identitāti.\n\nIemesls: {{reason}}\n\nJaunas fotogrāfijas varat nosūtīt savā verifikācijas lapā: {{link}}',
  approvedSms: 'Jūsu identitāte ir apstiprināta. Sīkāk: {{link}}',
  rejectedSms: 'Mēs nevarējām apstiprināt jūsu identitāti: {{reason}} Nosūtiet jaunas fotogrāfijas: {{link}}',
  reasons: {
    document_unreadable: 'dokumenta fotogrāfija ir izplūdusi, pārāk tumša vai apgriezta.',
    document_expired: 'dokumenta derīguma termiņš ir beidzies.',
    document_mismatch: 'dokuments neatbilst jūsu konta datiem.',
    selfie_mismatch: 'pašbildē nav skaidri redzama dokumentā norādītā persona.',
    other: 'dokumentus nevarēja pieņemt. Sīkāku informāciju sniegs mūsu atbalsta komanda.',
  },
};
