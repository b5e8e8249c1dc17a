/**
 * Drawing primitives shared by the generated banner and game artwork: both are SVG made from
 * stored colours and a motif, so no external image is ever needed.
 */
export type ArtworkMotif = 'coins' | 'cards' | 'dice' | 'stars' | 'fruit' | 'gems' | 'crowns' | 'sevens';

const COLOR = /^#[0-9a-f]{6}$/i;

/** Colours come from an editable row; anything that is not a plain hex colour falls back. */
export function hexColor(value: string, fallback: string): string {
  return COLOR.test(value) ? value : fallback;
}

/** Deterministic pseudo-random numbers (Park–Miller): one seed always draws the same picture. */
export function seededRandom(seed: number): () => number {
  let state = seed % 2147483647 || 1;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

function star(x: number, y: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    const radius = index % 2 === 0 ? r : r * 0.45;
    return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}" opacity="0.9"/>`;
}

/** One decorative motif centred on (x, y); banners use the first four, games all of them. */
export function motifShape(motif: ArtworkMotif, x: number, y: number, size: number, accent: string): string {
  const r = size / 2;
  switch (motif) {
    case 'coins':
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}" opacity="0.85"/><circle cx="${x}" cy="${y}" r="${r * 0.7}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="${size / 14}"/>`;
    case 'cards':
      return `<rect x="${x - r * 0.7}" y="${y - r}" width="${r * 1.4}" height="${size}" rx="${size / 10}" fill="#fff" opacity="0.9" transform="rotate(${((x + y) % 40) - 20} ${x} ${y})"/><circle cx="${x}" cy="${y}" r="${r * 0.3}" fill="${accent}"/>`;
    case 'dice':
      return `<rect x="${x - r}" y="${y - r}" width="${size}" height="${size}" rx="${size / 6}" fill="#fff" opacity="0.9"/><circle cx="${x - r / 2}" cy="${y - r / 2}" r="${size / 12}" fill="#111827"/><circle cx="${x}" cy="${y}" r="${size / 12}" fill="#111827"/><circle cx="${x + r / 2}" cy="${y + r / 2}" r="${size / 12}" fill="#111827"/>`;
    case 'fruit':
      return `<path d="M${x} ${y - r} q${r * 0.2} ${-r * 0.6} ${r * 0.8} ${-r * 0.7}" stroke="#16a34a" stroke-width="${size / 12}" fill="none"/><circle cx="${x - r * 0.35}" cy="${y}" r="${r * 0.55}" fill="#dc2626"/><circle cx="${x + r * 0.4}" cy="${y + r * 0.1}" r="${r * 0.55}" fill="#ef4444"/>`;
    case 'gems':
      return `<polygon points="${x - r},${y - r * 0.3} ${x - r * 0.5},${y - r} ${x + r * 0.5},${y - r} ${x + r},${y - r * 0.3} ${x},${y + r}" fill="${accent}" opacity="0.9" stroke="#fff" stroke-opacity="0.6" stroke-width="${size / 30}"/>`;
    case 'crowns':
      return `<polygon points="${x - r},${y + r * 0.6} ${x - r},${y - r * 0.5} ${x - r * 0.5},${y} ${x},${y - r} ${x + r * 0.5},${y} ${x + r},${y - r * 0.5} ${x + r},${y + r * 0.6}" fill="${accent}" opacity="0.9"/>`;
    case 'sevens':
      return `<text x="${x}" y="${y + r * 0.7}" font-family="sans-serif" font-weight="900" font-size="${size * 1.2}" text-anchor="middle" fill="${accent}" opacity="0.9">7</text>`;
    default:
      return star(x, y, r, accent);
  }
}
