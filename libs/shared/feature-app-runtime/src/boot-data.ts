import type { LocalesResponse } from '@nfx/i18n';

/** The outside services the operator configured for the page (spec §3 "Public configuration"); each absent when off. */
export interface SiteIntegrations {
  fingerprintScriptUrl?: string;
  rumUrl?: string;
  marketing?: { target: string; token: string; sitegroup: string };
}

/** What the site server renders into the page so the first paint needs no extra round trip. */
export interface BootData {
  locale: string;
  locales: LocalesResponse;
  version: string;
  integrations: SiteIntegrations;
  /**
   * The CMS's loader settings (`settings.loader`) as stored, unchecked: the loading parts read them
   * (through `readLoaderSettings` of @nfx/cms-config) before the CMS config has arrived, so they
   * never show the default loader first and the configured one a moment later.
   */
  loader?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function readIntegrations(value: unknown): SiteIntegrations {
  if (typeof value !== 'object' || value === null) return {};
  const given = value as Record<string, unknown>;
  const marketing = given['marketing'] as Record<string, unknown> | undefined;
  const fingerprintScriptUrl = text(given['fingerprintScriptUrl']);
  const rumUrl = text(given['rumUrl']);
  return {
    ...(fingerprintScriptUrl ? { fingerprintScriptUrl } : {}),
    ...(rumUrl ? { rumUrl } : {}),
    ...(marketing && text(marketing['target']) && text(marketing['token']) && text(marketing['sitegroup'])
      ? { marketing: { target: String(marketing['target']), token: String(marketing['token']), sitegroup: String(marketing['sitegroup']) } }
      : {}),
  };
}

export const BOOT_ELEMENT_ID = 'nfx-boot';

export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<BootData>;
    if (typeof parsed.locale !== 'string' || !parsed.locales || !Array.isArray(parsed.locales.locales)) return null;
    return {
      locale: parsed.locale,
      locales: parsed.locales,
      version: typeof parsed.version === 'string' ? parsed.version : '0',
      integrations: readIntegrations(parsed.integrations),
      ...(parsed.loader !== undefined ? { loader: parsed.loader } : {}),
    };
  } catch {
    return null;
  }
}
