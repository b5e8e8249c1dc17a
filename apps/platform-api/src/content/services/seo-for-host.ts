import type { SeoDomainSettings, SeoSettings } from '../cms-types';

export interface HostSeo {
  seo: SeoSettings | undefined;
  /** The whole domain stays out of search engines. */
  noindexAll: boolean;
  /** Where canonical links and the sitemap point: the domain's own setting, else the site's origin. */
  origin: string;
}

/** `Casino.Example:443` → `casino.example`: the key the CMS's domain settings use. */
export function hostKey(host: string | undefined): string {
  return (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** Only an http(s) origin (no path) is trusted as canonical: an editor's typo must not point pages elsewhere. */
function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The SEO settings a request's host gets (spec §7): the shared settings with that domain's
 * overrides on top. An unlisted host (including a forged Host header) gets the shared ones.
 */
export function seoForHost(seo: SeoSettings | undefined, host: string | undefined, siteOrigin: string): HostSeo {
  const fallbackOrigin = siteOrigin.replace(/\/$/, '');
  const domains = seo?.domains;
  const key = hostKey(host);
  const domain: SeoDomainSettings | undefined = domains && Object.hasOwn(domains, key) ? domains[key] : undefined;
  if (!seo || !domain) return { seo, noindexAll: false, origin: fallbackOrigin };
  return {
    seo: {
      ...seo,
      siteName: domain.siteName ?? seo.siteName,
      titleTemplate: domain.titleTemplate ?? seo.titleTemplate,
      defaultImages: domain.defaultImages ?? seo.defaultImages,
      noindexPaths: [...seo.noindexPaths, ...(domain.noindexPaths ?? [])],
    },
    noindexAll: domain.noindex === true,
    origin: originOf(domain.canonicalOrigin) ?? fallbackOrigin,
  };
}
