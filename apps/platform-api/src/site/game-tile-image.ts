import type { PreloadImage } from './page-preloads';

/** The fields of a games.get item that decide its tile's picture. */
export interface TileImageSource {
  image_url: string;
  image_url_2x: string;
  description: { img_288_192: string };
}

/**
 * A game tile's picture as the casino lib's tiles ask for it (`displayOf` and `tileImageOf`): the
 * description's 288×192 picture when an editor set one, else the catalogue's in two densities.
 * Null for a game without a picture.
 */
export function tileImageOf(item: TileImageSource): PreloadImage | null {
  const described = item.description.img_288_192.trim();
  if (described) return { href: described };
  if (!item.image_url) return null;
  return { href: item.image_url, srcset: item.image_url_2x ? `${item.image_url} 1x, ${item.image_url_2x} 2x` : undefined };
}
