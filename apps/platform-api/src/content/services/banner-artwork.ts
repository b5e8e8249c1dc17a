import type { BannerArtwork } from '../../db/tables/content';
import { hexColor, motifShape, seededRandom } from '../../core/artwork-shapes';

/** The sizes the banner fields name (`image_735_240`, …); anything else is refused. */
export const BANNER_SIZES = {
  '735x240': { width: 735, height: 240 },
  '360x520': { width: 360, height: 520 },
  '360x120': { width: 360, height: 120 },
} as const;
export type BannerSize = keyof typeof BANNER_SIZES;

/**
 * Decorative artwork only: the banner's text is rendered by the site, so it stays
 * translatable and accessible, and no external image is ever needed.
 */
export function renderBannerSvg(id: number, artwork: BannerArtwork, size: BannerSize): string {
  const { width, height } = BANNER_SIZES[size];
  const from = hexColor(artwork.from, '#1f1147');
  const to = hexColor(artwork.to, '#5b21b6');
  const accent = hexColor(artwork.accent, '#fbbf24');
  const random = seededRandom(id * 7919);
  const unit = Math.min(width, height);
  // Ids unique per banner, in case a page inlines several of these documents.
  const gradient = `nfx-banner-${id}-bg`;
  const glow = `nfx-banner-${id}-glow`;
  const shapes: string[] = [];
  for (let index = 0; index < 7; index += 1) {
    // Shapes gather on the far side, leaving the text side calm.
    const x = Math.round(width * (0.55 + random() * 0.4));
    const y = Math.round(height * (0.15 + random() * 0.7));
    const shapeSize = Math.round(unit * (0.12 + random() * 0.18));
    shapes.push(motifShape(artwork.motif, x, y, shapeSize, accent));
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-hidden="true">`,
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="${glow}" cx="0.75" cy="0.5" r="0.6"><stop offset="0" stop-color="${accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${gradient})"/>`,
    `<rect width="${width}" height="${height}" fill="url(#${glow})"/>`,
    ...shapes,
    '</svg>',
  ].join('');
}
