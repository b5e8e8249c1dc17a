/** The site's languages; the first is the default. Names are written in their own language. */
export const seedLocales = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'es', name: 'Español' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'ru', name: 'Русский' },
  { code: 'lv', name: 'Latviešu' },
] as const;

export type SeedLocale = (typeof seedLocales)[number]['code'];
export const DEFAULT_LOCALE: SeedLocale = 'en';
