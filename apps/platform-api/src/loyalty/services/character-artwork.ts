import type { CharacterArtwork } from '../../db/tables/loyalty';
import { hexColor, motifShape } from '../../core/artwork-shapes';

/** Portraits are square; the picker shows them small, the loyalty pages larger. */
export const CHARACTER_SIZE = 240;

/**
 * A character's portrait drawn from its stored colours and motif: a bust on a round
 * background with the motif as an emblem, so the demo needs no uploaded images.
 */
export function renderCharacterSvg(id: number, artwork: CharacterArtwork): string {
  const size = CHARACTER_SIZE;
  const centre = size / 2;
  const skin = hexColor(artwork.skin, '#f1c27d');
  const outfit = hexColor(artwork.outfit, '#1d4ed8');
  const background = hexColor(artwork.background, '#1e1b4b');
  const accent = hexColor(artwork.accent, '#fbbf24');
  // Ids unique per character, in case a page inlines several of these documents.
  const gradient = `nfx-character-${id}-bg`;
  const clip = `nfx-character-${id}-clip`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-hidden="true">`,
    `<defs><radialGradient id="${gradient}" cx="0.5" cy="0.35" r="0.75"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="0.6" stop-color="${background}"/></radialGradient>`,
    `<clipPath id="${clip}"><circle cx="${centre}" cy="${centre}" r="${centre}"/></clipPath></defs>`,
    `<g clip-path="url(#${clip})">`,
    `<rect width="${size}" height="${size}" fill="url(#${gradient})"/>`,
    // Shoulders and body.
    `<path d="M${size * 0.16} ${size} q0 ${-size * 0.3} ${size * 0.34} ${-size * 0.32} q${size * 0.34} ${size * 0.02} ${size * 0.34} ${size * 0.32} z" fill="${outfit}"/>`,
    // Neck, head and face.
    `<rect x="${centre - size * 0.05}" y="${size * 0.56}" width="${size * 0.1}" height="${size * 0.1}" fill="${skin}"/>`,
    `<circle cx="${centre}" cy="${size * 0.44}" r="${size * 0.17}" fill="${skin}"/>`,
    `<circle cx="${centre - size * 0.06}" cy="${size * 0.42}" r="${size * 0.018}" fill="#111827"/>`,
    `<circle cx="${centre + size * 0.06}" cy="${size * 0.42}" r="${size * 0.018}" fill="#111827"/>`,
    `<path d="M${centre - size * 0.055} ${size * 0.5} q${size * 0.055} ${size * 0.05} ${size * 0.11} 0" stroke="#7f1d1d" stroke-width="${size * 0.014}" fill="none" stroke-linecap="round"/>`,
    // The motif as an emblem on the chest.
    motifShape(artwork.motif, centre, Math.round(size * 0.84), Math.round(size * 0.14), accent),
    '</g>',
    '</svg>',
  ].join('');
}
