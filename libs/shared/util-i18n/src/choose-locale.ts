export interface ChooseLocaleInput {
  accountLocale?: string | null;
  cookieLocale?: string | null;
  /** An Accept-Language header or navigator.languages. */
  acceptLanguage?: string | readonly string[] | null;
  available: readonly string[];
  defaultLocale: string;
}

function normalise(code: string): string {
  return code.trim().replace(/_/g, '-').toLowerCase();
}

function languageOf(code: string): string {
  return normalise(code).split('-')[0] ?? '';
}

/** The available code equal to `code` ignoring case, in its canonical spelling. */
export function findLocale(code: string | null | undefined, available: readonly string[]): string | undefined {
  if (!code) return undefined;
  const wanted = normalise(code);
  return available.find((candidate) => normalise(candidate) === wanted);
}

/** Same language, any region: "pt" finds "pt-BR", "de-AT" finds "de" (the bare language first). */
function findByLanguage(code: string, available: readonly string[]): string | undefined {
  const language = languageOf(code);
  if (!language) return undefined;
  return (
    available.find((candidate) => normalise(candidate) === language) ?? available.find((candidate) => languageOf(candidate) === language)
  );
}

/** Language tags of an Accept-Language header, most preferred first; q=0 and "*" are dropped. */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const qParam = params.find((param) => param.startsWith('q='));
      const quality = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag, quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * Spec §4: the account's locale for a signed-in player, else the cookie, else the best
 * browser match, else the site default. Browser preferences are walked in order and each
 * tries an exact match before a same-language one, so a prefix match on the first choice
 * beats an exact match on a later one.
 */
export function chooseLocale({ accountLocale, cookieLocale, acceptLanguage, available, defaultLocale }: ChooseLocaleInput): string {
  const fromAccount = findLocale(accountLocale, available);
  if (fromAccount) return fromAccount;
  const fromCookie = findLocale(cookieLocale, available);
  if (fromCookie) return fromCookie;
  const preferences = typeof acceptLanguage === 'string' ? parseAcceptLanguage(acceptLanguage) : (acceptLanguage ?? []);
  for (const preference of preferences) {
    const match = findLocale(preference, available) ?? findByLanguage(preference, available);
    if (match) return match;
  }
  return defaultLocale;
}
