/**
 * Shapes of the CMS config sections the server itself reads. The document is typed once, in the
 * contract (`libs/shared/util-api-contract/src/cms-config.ts`), beside what the browser reads
 * of it; the rest pass through as stored.
 */
export type { ChatSection, CustomCodeEntry, RedirectsSection, SeoDomainSettings, SeoSettings } from '@nfx/api-contract';
export type { RedirectRule } from '@nfx/redirects';

/** Sections stored once for every locale (locale `*`) unless a locale row overrides one. */
export const SHARED_LOCALE = '*';
