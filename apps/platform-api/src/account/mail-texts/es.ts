import type { AccountMailTexts } from './en';

export const es: AccountMailTexts = {
  confirmation: {
    welcomeSubject: '¡Bienvenido! Confirma tu dirección de correo electrónico',
    subject: 'Confirma tu dirección de correo electrónico',
    welcome: 'Gracias por registrarte: tu cuenta está lista.',
    intro: 'Confirma que esta dirección de correo electrónico es tuya.',
    link: 'Abre este enlace (funciona durante 24 horas):\n{{link}}',
    code: 'O introduce este código en el sitio en un plazo de 10 minutos: {{code}}',
    ignore: 'Si no lo has solicitado, puedes ignorar este mensaje.',
    sms: '{{code}} es tu código de confirmación (válido 10 minutos). O abre {{link}}',
  },
  marketing: {
    footer: 'Recibes nuestras novedades y ofertas porque te suscribiste a ellas. Para dejar de recibirlas, abre:\n{{link}}',
  },
};
