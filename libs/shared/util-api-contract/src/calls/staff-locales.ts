import * as v from 'valibot';

/**
 * The site's languages, in the order the site lists them (names in their own language), and its
 * default one: the entries of every back-office answer that edits words per locale (promotion
 * pages, banners, page texts, the FAQ, a campaign's words), spread into its object.
 */
export const siteLocalesEntries = {
  locales: v.array(v.object({ code: v.string(), name: v.string() })),
  default_locale: v.string(),
};
