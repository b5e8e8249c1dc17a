import type { VerificationMailTexts } from './en';

export const ptBr: VerificationMailTexts = {
  approvedSubject: 'Sua identidade foi verificada',
  approved:
    'Boa notícia: verificamos seus documentos e sua identidade foi confirmada. Saques e todos os outros recursos estão liberados para você.\n\nSua página de verificação: {{link}}',
  rejectedSubject: 'Não conseguimos verificar sua identidade',
  rejected:
    'Verificamos seus documentos, mas não conseguimos confirmar sua identidade.\n\nMotivo: {{reason}}\n\nVocê pode enviar novas fotos na sua página de verificação: {{link}}',
  approvedSms: 'Sua identidade foi verificada. Detalhes: {{link}}',
  rejectedSms: 'Não conseguimos verificar sua identidade: {{reason}} Envie novas fotos: {{link}}',
  reasons: {
    document_unreadable: 'a foto do documento está desfocada, escura demais ou cortada.',
    document_expired: 'o documento está vencido.',
    document_mismatch: 'o documento não corresponde aos dados da sua conta.',
    selfie_mismatch: 'a selfie não mostra com clareza a pessoa do documento.',
    other: 'não foi possível aceitar os documentos. Nossa equipe de suporte pode explicar melhor.',
  },
};
