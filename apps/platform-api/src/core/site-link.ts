import type { FastifyInstance } from 'fastify';

/**
 * An absolute link to a site page in a player's locale, for messages: the default locale has
 * no prefix (spec §2), another active one leads the path, an unknown one falls back to the default.
 */
export async function siteLink(app: FastifyInstance, locale: string, path: string): Promise<string> {
  const { locales, defaultLocale } = await app.siteLocales.list();
  const active = locales.find((entry) => entry.code.toLowerCase() === locale.toLowerCase())?.code;
  const prefix = active && active !== defaultLocale ? `/${active}` : '';
  return `${app.config.publicOrigin}${prefix}${path}`;
}
