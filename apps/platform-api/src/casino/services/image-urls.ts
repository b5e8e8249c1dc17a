/** Kinds of generated pictures and the sizes each may be asked for (the image proxy refuses others). */
export const IMAGE_SIZES = {
  games: ['288x192', '144x96', '576x384'],
  providers: ['160x80', '288x192'],
  tournaments: ['360x240', '735x240'],
  jackpots: ['360x240', '288x192'],
} as const;
export type ImageKind = keyof typeof IMAGE_SIZES;

const DEFAULT_SIZE: Record<ImageKind, string> = { games: '288x192', providers: '160x80', tournaments: '360x240', jackpots: '360x240' };

/** Path of a generated picture under the image proxy; density 2 doubles its pixels. */
export function imageUrl(kind: ImageKind, sysname: string, density: 1 | 2 = 1, size = DEFAULT_SIZE[kind]): string {
  return `/img/resize/${size}${density === 2 ? '@2x' : ''}/${kind}/${encodeURIComponent(sysname)}.webp`;
}
