import type { Artwork } from '../../db/tables/casino';
import { hexColor, motifShape, seededRandom } from '../../core/artwork-shapes';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A game, provider, jackpot or tournament picture drawn from its stored parameters: gradient,
 * glow, scattered motif shapes and the initials. The same parameters always draw the same
 * picture, so the rendered file can be cached for a long time.
 */
export function renderArtworkSvg(key: string, artwork: Artwork, width: number, height: number): string {
  const from = hexColor(artwork.from, '#1f1147');
  const to = hexColor(artwork.to, '#5b21b6');
  const accent = hexColor(artwork.accent, '#fbbf24');
  let seed = 7;
  for (const char of key) seed = (seed * 31 + char.charCodeAt(0)) % 2147483647;
  const random = seededRandom(seed);
  const unit = Math.min(width, height);
  const shapes: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    const x = Math.round(width * (0.08 + random() * 0.84));
    const y = Math.round(height * (0.1 + random() * 0.8));
    shapes.push(motifShape(artwork.motif, x, y, Math.round(unit * (0.14 + random() * 0.16)), accent));
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
