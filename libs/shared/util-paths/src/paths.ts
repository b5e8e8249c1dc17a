/**
 * The site's paths (spec §2) as code: every link and redirect is built here, so a renamed page is
 * one change and a typo is a type error. Paths are locale-free; `useLocalizedPath` (app runtime)
 * or `localizePath` (@nfx/i18n) adds the locale prefix.
 *
 * Modules of plain exports gathered as namespaces, not one object: a bundle keeps only the
 * builders it calls (webpack follows `paths.cashier.deposit` through the re-exports), so a page
 * does not pay for every path of the site.
 */
export * from './site-paths';
export * as cashier from './cashier-paths';
export * as profile from './profile-paths';
export * as forms from './forms-paths';
