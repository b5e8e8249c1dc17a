import type { AccountMailTexts } from './en';

export const lv: AccountMailTexts = {
  confirmation: {
    welcomeSubject: 'Laipni lūdzam! Lūdzu, apstipriniet savu e-pasta adresi',
    subject: 'Apstipriniet savu e-pasta adresi',
    welcome: 'Paldies par reģistrāciju: jūsu konts ir gatavs.',
    intro: 'Lūdzu, apstipriniet, ka šī e-pasta adrese pieder jums.',
    link: 'Atveriet šo saiti (tā darbojas 24 stundas):\n{{link}}',
    code: 'Vai arī 10 minūšu laikā ievadiet vietnē šo kodu: {{code}}',
    ignore: 'Ja jūs to nepieprasījāt, varat šo ziņojumu ignorēt.',
    sms: '{{code}} ir jūsu apstiprinājuma kods (derīgs 10 minūtes). Vai atveriet {{link}}',
  },
  marketing: {
    footer: 'Jūs saņemat mūsu jaunumus un piedāvājumus, jo esat tos abonējis. Lai atteiktos, atveriet:\n{{link}}',
  },
};
