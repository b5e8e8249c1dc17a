import type { VerificationMailTexts } from './en';

export const es: VerificationMailTexts = {
  approvedSubject: 'Tu identidad está verificada',
  approved:
    'Buenas noticias: hemos revisado tus documentos y tu identidad está verificada. Ya puedes retirar fondos y usar todas las demás funciones.\n\nTu página de verificación: {{link}}',
  rejectedSubject: 'No hemos podido verificar tu identidad',
  rejected:
    'Hemos revisado tus documentos, pero no hemos podido verificar tu identidad.\n\nMotivo: {{reason}}\n\nPuedes enviar fotos nuevas en tu página de verificación: {{link}}',
  approvedSms: 'Tu identidad está verificada. Detalles: {{link}}',
  rejectedSms: 'No hemos podido verificar tu identidad: {{reason}} Envía fotos nuevas: {{link}}',
  reasons: {
    document_unreadable: 'la foto del documento está borrosa, demasiado oscura o cortada.',
    document_expired: 'el documento ha caducado.',
    document_mismatch: 'el documento no coincide con los datos de tu cuenta.',
    selfie_mismatch: 'el selfie no muestra con claridad a la persona del documento.',
    other: 'no hemos podido aceptar los documentos. Nuestro equipo de soporte puede darte más información.',
  },
};
