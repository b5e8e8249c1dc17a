import type { ItemDescription } from '@nfx/api-contract';

interface Displayable {
  name: string;
  image_url: string;
  description: ItemDescription;
}

/** Spec §3: the description's name and 288×192 image win over the item's own when non-empty. */
export function displayOf(item: Displayable): { name: string; image: string } {
  const name = item.description.name.trim();
  const image = item.description.img_288_192.trim();
  return { name: name || item.name, image: image || item.image_url };
}

/**
 * The artwork of a game tile as `src` and `srcSet`: the catalogue's own artwork comes in two
 * densities, a described image has only one. One function, so a preload and the tile's image
 * name the same candidates and the browser reuses the preloaded file.
 */
export function tileImageOf(game: Displayable & { image_url_2x: string }): { src: string; srcSet: string | undefined } {
  const { image } = displayOf(game);
  return {
    src: image,
    srcSet: image === game.image_url && game.image_url_2x ? `${game.image_url} 1x, ${game.image_url_2x} 2x` : undefined,
  };
}

/**
 * Spec §8: what a tile shows when its artwork fails. A described image falls back to the game's
 * server-drawn artwork (`image_url`, always there for a catalogue game); that one to nothing here,
 * and the image component ends on a neutral placeholder.
 */
export function tileImageFallbacksOf(game: Displayable & { image_url_2x: string }): Array<{ src: string; srcSet?: string }> {
  const { src } = tileImageOf(game);
  if (src === game.image_url || !game.image_url) return [];
  return [{ src: game.image_url, srcSet: game.image_url_2x ? `${game.image_url} 1x, ${game.image_url_2x} 2x` : undefined }];
}
