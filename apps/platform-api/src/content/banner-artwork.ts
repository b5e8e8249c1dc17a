import type { BannerArtwork } from '../db/tables/content';

/** The sizes the banner fields name (`image_735_240`, …); anything else is refused. */
export const BANNER_SIZES = {
  '735x240': { width: 735, height: 240 },
  '360x520': { width: 360, height: 520 },
  '360x120': { width: 360, height: 120 },
} as const;
export type BannerSize = keyof typeof BANNER_SIZES;

const COLOR = /^#[0-9a-f]{6}$/i;

/** Colours come from an editable row; anything that is not a plain hex colour falls back. */
function color(value: string, fallback: string): string {
  return COLOR.test(value) ? value : fallback;
}

/** Deterministic pseudo-random numbers so one banner always renders the same picture. */
function sequence(seed: number): () => number {
  let state = seed % 2147483647 || 1;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

function motifShape(motif: BannerArtwork['motif'], x: number, y: number, size: number, accent: string): string {
  const r = size / 2;
  switch (motif) {
    case 'coins':
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}" opacity="0.85"/><circle cx="${x}" cy="${y}" r="${r * 0.7}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${size / 14}"/>`;
    case 'cards':
      return `<rect x="${x - r * 0.7}" y="${y - r}" width="${r * 1.4}" height="${size}" rx="${size / 10}" fill="#ffffff" opacity="0.9" transform="rotate(${(x + y) % 40 - 20} ${x} ${y})"/><circle cx="${x}" cy="${y}" r="${r * 0.3}" fill="${accent}"/>`;
    case 'dice':
      return `<rect x="${x - r}" y="${y - r}" width="${size}" height="${size}" rx="${size / 6}" fill="#ffffff" opacity="0.9"/><circle cx="${x - r / 2}" cy="${y - r / 2}" r="${size / 12}" fill="#111827"/><circle cx="${x}" cy="${y}" r="${size / 12}" fill="#111827"/><circle cx="${x + r / 2}" cy="${y + r / 2}" r="${size / 12}" fill="#111827"/>`;
    default: {
      const points = Array.from({ length: 10 }, (_, index) => {
        const angle = (Math.PI / 5) * index - Math.PI / 2;
        const radius = index % 2 === 0 ? r : r * 0.45;
        return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
      });
      return `<polygon points="${points.join(' ')}" fill="${accent}" opacity="0.9"/>`;
    }
  }
}

/**
 * Decorative artwork only: the banner's text is rendered by the site, so it stays
 * translatable and accessible, and no external image is ever needed.
 */
export function renderBannerSvg(id: number, artwork: BannerArtwork, size: BannerSize): string {
  const { width, height } = BANNER_SIZES[size];
  const from = color(artwork.from, '#1f1147');
  const to = color(artwork.to, '#5b21b6');
  const accent = color(artwork.accent, '#fbbf24');
  const random = sequence(id * 7919);
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
