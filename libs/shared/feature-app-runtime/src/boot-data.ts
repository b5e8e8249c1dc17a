import type { LocalesResponse } from '@nfx/i18n';

/** What the site server renders into the page so the first paint needs no extra round trip. */
export interface BootData {
  locale: string;
  locales: LocalesResponse;
  version: string;
}

export const BOOT_ELEMENT_ID = 'nfx-boot';

export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<BootData>;
    if (typeof parsed.locale !== 'string' || !parsed.locales || !Array.isArray(parsed.locales.locales)) return null;
    return { locale: parsed.locale, locales: parsed.locales, version: typeof parsed.version === 'string' ? parsed.version : '0' };
  } catch {
    return null;
  }
}
