/** Geometry of the hall grid for a container width: how many columns and how tall a row is. */
export interface GridLayout {
  columns: number;
  gap: number;
  tileWidth: number;
  rowHeight: number;
}

const NARROW_MAX = 767;
const MIN_TILE_NARROW = 136;
const MIN_TILE_WIDE = 176;
const MAX_COLUMNS = 10;
/** Name line under the 3:2 artwork (the catalogue's images are 288×192). */
export const CAPTION_HEIGHT = 36;

/** Two columns on the smallest phone (320 px), as many as fit up to ten on a wide screen. */
export function gridLayout(containerWidth: number): GridLayout {
  const width = Math.max(containerWidth, 0);
  const gap = width <= NARROW_MAX ? 8 : 12;
  const minTile = width <= NARROW_MAX ? MIN_TILE_NARROW : MIN_TILE_WIDE;
  const columns = Math.min(MAX_COLUMNS, Math.max(2, Math.floor((width + gap) / (minTile + gap))));
  const tileWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  const rowHeight = Math.round((tileWidth * 2) / 3 + CAPTION_HEIGHT + gap);
  return { columns, gap, tileWidth, rowHeight };
}
