import type { PhoneSettingsCountry } from '@nfx/api-contract';

/** Country for a language when the player has not chosen one: `pt-BR` → BR, `de` → DE, `en` → US. */
const LANGUAGE_COUNTRIES: Record<string, string> = { en: 'US', de: 'DE', es: 'ES', ru: 'RU', lv: 'LV', pt: 'BR' };

export function defaultCountryFor(language: string, countries: readonly PhoneSettingsCountry[]): string {
  const [base, region] = language.split('-');
  const candidates = [region?.toUpperCase(), LANGUAGE_COUNTRIES[base?.toLowerCase() ?? '']];
  for (const code of candidates) if (code && countries.some((country) => country.country_code === code)) return code;
  return countries[0]?.country_code ?? '';
}
