/**
 * Image-key aliases (spec §7: banner, offer, jackpot and tournament descriptions are remapped by
 * configured image-key aliases). The CMS `settings.imageKeyAliases` names, per kind of item, image
 * keys that take the picture of another image key of the same item, e.g.
 * `{ banners: { registration_popup_mobile_compact: 'image_360_520' } }` shows the tall banner
 * picture where the compact one would go. Only the kind's own image keys may be named on either
 * side: an alias can move a picture between the item's image fields, never add a field or put a
 * text where a picture goes.
 */

/** Each kind's image keys, as its description (or, for jackpots and tournaments, the item) carries them. */
export const IMAGE_KEYS = {
  banners: ['image_735_240', 'image_360_520', 'registration_popup_mobile_compact'],
  offers: ['image'],
  jackpots: ['image_url', 'image_url_2x'],
  tournaments: ['image_url'],
} as const;

export type ImageAliasKind = keyof typeof IMAGE_KEYS;

/** Per image key, the image key whose picture it shows. */
export type ImageKeyAliasMap = ReadonlyMap<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The aliases of one kind from the CMS settings section. What an editor typed that is not an
 * alias between two of the kind's image keys is ignored, so a bad entry leaves the pictures as they are.
 */
export function imageKeyAliasesOf(settings: unknown, kind: ImageAliasKind): ImageKeyAliasMap {
  const configured = isRecord(settings) && isRecord(settings['imageKeyAliases']) ? settings['imageKeyAliases'][kind] : undefined;
  const keys: readonly string[] = IMAGE_KEYS[kind];
  const aliases = new Map<string, string>();
  if (!isRecord(configured)) return aliases;
  for (const [alias, source] of Object.entries(configured)) {
    if (typeof source === 'string' && alias !== source && keys.includes(alias) && keys.includes(source)) aliases.set(alias, source);
  }
  return aliases;
}

/**
 * The item with each aliased image key showing its source key's picture. Sources are read from
 * the item as it was, so two keys may swap pictures and a chain of aliases does not cascade.
 */
export function remapImageKeys<T extends object>(item: T, aliases: ImageKeyAliasMap): T {
  if (aliases.size === 0) return item;
  const original = item as Record<string, unknown>;
  const remapped: Record<string, unknown> = { ...original };
  for (const [alias, source] of aliases) {
    if (typeof original[source] === 'string' && alias in original) remapped[alias] = original[source];
  }
  return remapped as T;
}
