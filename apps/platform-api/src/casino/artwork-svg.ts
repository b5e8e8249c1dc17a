import type { Artwork } from '../db/tables/casino';
import { seededRandom } from '../seed/casino/catalogue-data';

const COLOR = /^#[0-9a-f]{6}$/i;
const color = (value: string, fallback: string) => (COLOR.test(value) ? value : fallback);

function star(x: number, y: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    const radius = index % 2 === 0 ? r : r * 0.45;
    return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}" opacity="0.9"/>`;
}

function shape(motif: Artwork['motif'], x: number, y: number, size: number, accent: string): string {
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

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A game, provider, jackpot or tournament picture drawn from its stored parameters: gradient,
 * glow, scattered motif shapes and the initials. The same parameters always draw the same
 * picture, so the rendered file can be cached for a long time.
 */
export function renderArtworkSvg(key: string, artwork: Artwork, width: number, height: number): string {
  const from = color(artwork.from, '#1f1147');
  const to = color(artwork.to, '#5b21b6');
  const accent = color(artwork.accent, '#fbbf24');
  let seed = 7;
  for (const char of key) seed = (seed * 31 + char.charCodeAt(0)) % 2147483647;
  const random = seededRandom(seed);
  const unit = Math.min(width, height);
  const shapes: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    const x = Math.round(width * (0.08 + random() * 0.84));
    const y = Math.round(height * (0.1 + random() * 0.8));
    shapes.push(shape(artwork.motif, x, y, Math.round(unit * (0.14 + random() * 0.16)), accent));
  }
  const mark = escapeXml(artwork.mark.slice(0, 3));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="${accent}" stop-opacity="0.4"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    ...shapes,
    `<text x="${width / 2}" y="${height / 2 + unit * 0.14}" font-family="sans-serif" font-weight="800" font-size="${Math.round(unit * 0.4)}" text-anchor="middle" fill="#ffffff" fill-opacity="0.92" stroke="#000" stroke-opacity="0.25" stroke-width="${Math.max(1, Math.round(unit / 90))}">${mark}</text>`,
    '</svg>',
  ].join('');
}
