import type { ItemDescription } from '../api/types';

interface Displayable {
  name: string;
  image_url: string;
  description?: ItemDescription | null;
}

/** Spec §3: the description's name and 288×192 image win over the item's own when non-empty. */
export function displayOf(item: Displayable): { name: string; image: string } {
  const name = item.description?.name?.trim();
  const image = item.description?.img_288_192?.trim();
  return { name: name || item.name, image: image || item.image_url };
}
