/** Shapes of the CMS config sections the server itself reads; the rest pass through as stored. */

export interface RedirectRule {
  /** Path with `*` wildcards, e.g. `/casino/*`. */
  from_url: string;
  /** Internal path or an absolute URL whose host is on `allowedRedirectHosts`. */
  to_url: string;
}

export interface RedirectsSection {
  rules: RedirectRule[];
  allowedRedirectHosts: string[];
}

export interface SeoSettings {
  siteName: string;
  titleTemplate: string;
  favicon: { apple: string; png: string; ico: string };
  defaultImages: { openGraph: string };
  /** Paths (and their subpaths) marked noindex and disallowed in robots.txt. */
  noindexPaths: string[];
  urlTemplates: Record<string, string>;
}

export interface CustomCodeEntry {
  id: string;
  isEnabled: boolean;
  position: 'head' | 'bodyStart' | 'bodyEnd';
  code: string;
}

export interface ChatSection {
  /** The active provider; `none` switches the widget off. */
  chat: string;
  settings: Record<string, Record<string, unknown>>;
}

/** Sections stored once for every locale (locale `*`) unless a locale row overrides one. */
export const SHARED_LOCALE = '*';
