import { inLocale, type Localized } from '../../messaging/localized-texts';
import { de } from './de';
import { en, type VerificationMailTexts } from './en';
import { es } from './es';
import { lv } from './lv';
import { ptBr } from './pt-br';
import { ru } from './ru';

export type { VerificationMailTexts } from './en';

export const verificationMailTexts: Localized<VerificationMailTexts> = { en, de, es, lv, 'pt-BR': ptBr, ru };

/** The identity-verification message texts in a player's locale (English when it has none). */
export function verificationTextsIn(locale: string | null | undefined): VerificationMailTexts {
  return inLocale(verificationMailTexts, locale);
}
