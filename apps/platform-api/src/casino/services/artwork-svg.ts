import type { ArtworkPicture } from '../repositories/catalogue-repository';
import { hexColor, motifShape, seededRandom } from '../../core/artwork-shapes';
import { emblem, emblemDefs, emblemPalette, mixColor, sparkle } from './artwork-emblems';
import { fitTitle, providerMarkSvg, titleSvg } from './artwork-lettering';

export type { ArtworkPicture } from '../repositories/catalogue-repository';

const r1 = (value: number) => Math.round(value * 10) / 10;

function seedOf(key: string): number {
  let seed = 7;
  for (const char of key) seed = (seed * 31 + char.charCodeAt(0)) % 2147483647;
  return seed;
}

/** Light rays fanning out from the emblem, the backdrop of a lobby's slot art. */
function rays(cx: number, cy: number, reach: number, count: number, turn: number): string {
  const step = (Math.PI * 2) / count;
  const wedges: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = turn + index * step;
    const end = start + step * 0.45;
    wedges.push(
      `M${r1(cx)} ${r1(cy)}L${r1(cx + reach * Math.cos(start))} ${r1(cy + reach * Math.sin(start))}L${r1(cx + reach * Math.cos(end))} ${r1(cy + reach * Math.sin(end))}Z`,
    );
  }
  return `<path d="${wedges.join('')}" fill="url(#rays)"/>`;
}

/**
 * A game, provider, jackpot or tournament picture drawn from its stored parameters as a lobby
 * tile: the scheme's gradient lit from behind a central emblem of the motif, rays and faint
 * motif shapes behind it, a vignette, the title in outlined capitals and the provider's plate.
 * The same parameters always draw the same picture, so the rendered file can be cached for long.
 */
export function renderArtworkSvg(key: string, picture: ArtworkPicture, width: number, height: number): string {
  const { artwork } = picture;
  const from = hexColor(artwork.from, '#1f1147');
  const to = hexColor(artwork.to, '#5b21b6');
  const accent = hexColor(artwork.accent, '#fbbf24');
  const palette = emblemPalette(accent);
  const random = seededRandom(seedOf(key));
  // A banner-shaped picture (tournaments) puts the emblem on the right and the title on the left.
  const wide = width / height > 2.2;

  const titleText = picture.title.trim() || artwork.mark.slice(0, 3);
  const title = wide
    ? fitTitle(titleText, width - height * 1.45, height * 0.62, height * 0.3)
    : fitTitle(titleText, width * 0.9, height * 0.4, height * 0.21);
  const titleHeight = title.lines.length * title.fontSize * 1.08;
  // On a tile the emblem takes the room above the title, reaching a little under its first line.
  const roomAbove = height * 0.96 - titleHeight - height * 0.06;
  const emblemSize = wide ? height * 0.74 : Math.min(height * 0.62, width * 0.5, roomAbove * 1.2);
  const cx = wide ? width - height * 0.62 : width / 2;
  const cy = wide ? height * 0.5 : height * 0.06 + Math.min(roomAbove, emblemSize) / 2 + emblemSize * 0.04;
  const reach = Math.hypot(width, height);

  const backdrop: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    // Faint shapes of the motif towards the edges, so the scene has depth behind the emblem.
    const left = index % 2 === 0;
    const x = width * (left ? 0.04 + random() * 0.2 : 0.76 + random() * 0.2);
    const y = height * (index < 2 ? 0.12 + random() * 0.25 : 0.5 + random() * 0.35);
    backdrop.push(motifShape(artwork.motif, Math.round(x), Math.round(y), Math.round(height * (0.2 + random() * 0.14)), accent));
  }
  const sparkles: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const x = width * (0.08 + random() * 0.84);
    const y = height * (0.08 + random() * 0.5);
    sparkles.push(sparkle(x, y, height * (0.05 + random() * 0.07), index % 2 === 0 ? '#ffffff' : palette.accentLight, 0.85));
  }
  const rayCount = 14 + Math.floor(random() * 3) * 2;
  const turn = random() * Math.PI;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="spot" gradientUnits="userSpaceOnUse" cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(height * 0.75)}"><stop offset="0" stop-color="${mixColor(to, '#ffffff', 0.35)}" stop-opacity="0.9"/><stop offset="0.45" stop-color="${to}" stop-opacity="0.45"/><stop offset="1" stop-color="${to}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="rays" gradientUnits="userSpaceOnUse" cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(reach * 0.6)}"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(emblemSize * 0.75)}"><stop offset="0" stop-color="${accent}" stop-opacity="0.6"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`,
    '<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></radialGradient>',
    `<linearGradient id="shade" x1="0" y1="0" x2="${wide ? 1 : 0}" y2="${wide ? 0 : 1}">${
      wide
        ? '<stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/>'
        : '<stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.7"/>'
    }</linearGradient>`,
    `<linearGradient id="letters" x1="0" y1="0" x2="0" y2="1"><stop offset="0.2" stop-color="#ffffff"/><stop offset="1" stop-color="${mixColor(accent, '#ffffff', 0.3)}"/></linearGradient>`,
    emblemDefs(palette),
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#spot)"/>`,
    rays(cx, cy, reach, rayCount, turn),
    `<g opacity="0.22">${backdrop.join('')}</g>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    ...sparkles,
    emblem(artwork.motif, cx, cy, emblemSize, palette),
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#shade)"/>`,
    titleSvg(title, {
      x: wide ? height * 0.14 : width / 2,
      bottom: wide ? height / 2 + titleHeight / 2 : height * 0.96,
      anchor: wide ? 'start' : 'middle',
      fill: 'url(#letters)',
      outline: mixColor(from, '#000000', 0.55),
    }),
    providerMarkSvg(picture.provider, width, height, accent),
    '</svg>',
  ].join('');
}
