import { inLocale, type Localized } from '../../messaging/localized-texts';
import { de } from './de';
import { en, type AccountMailTexts } from './en';
import { es } from './es';
import { lv } from './lv';
import { ptBr } from './pt-br';
import { ru } from './ru';

export type { AccountMailTexts } from './en';

export const accountMailTexts: Localized<AccountMailTexts> = { en, de, es, lv, 'pt-BR': ptBr, ru };

/** The account area's message texts in a player's locale (English when it has none). */
export function accountTextsIn(locale: string | null | undefined): AccountMailTexts {
  return inLocale(accountMailTexts, locale);
}
