/** The narrowest a row's tile gets (the row's `minmax(140px, 180px)` columns). */
export const ROW_TILE_MIN_WIDTH_PX = 140;

/** How many tiles a row can show across a window this wide, counting a partly shown last one. */
export function tilesAcross(windowWidth: number): number {
  return Math.max(1, Math.ceil(windowWidth / ROW_TILE_MIN_WIDTH_PX));
}
