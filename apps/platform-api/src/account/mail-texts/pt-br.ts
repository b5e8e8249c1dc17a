import type { AccountMailTexts } from './en';

export const ptBr: AccountMailTexts = {
  confirmation: {
    welcomeSubject: 'Bem-vindo! Confirme seu endereço de e-mail',
    subject: 'Confirme seu endereço de e-mail',
    welcome: 'Obrigado por se cadastrar: sua conta está pronta.',
    intro: 'Confirme que este endereço de e-mail é seu.',
    link: 'Abra este link (ele funciona por 24 horas):\n{{link}}',
    code: 'Ou digite este código no site em até 10 minutos: {{code}}',
    ignore: 'Se você não pediu isso, pode ignorar esta mensagem.',
    sms: '{{code}} é seu código de confirmação (válido por 10 minutos). Ou abra {{link}}',
  },
  marketing: {
    footer: 'Você recebe nossas novidades e ofertas porque se inscreveu para recebê-las. Para cancelar, abra:\n{{link}}',
  },
};
