import type { ListedCharacter } from '@nfx/api-contract';
import type { ImageCandidate } from '@nfx/ui';

/**
 * What a character's picture gives way to when it fails to load (spec §8): a skin's, to the
 * picture of the character it is a skin of; a regular character's, to nothing (the placeholder).
 */
export function characterFallbacks(character: ListedCharacter, listed: readonly ListedCharacter[]): ImageCandidate[] {
  const base = character.skinOf === null ? undefined : listed.find((item) => item.id === character.skinOf);
  return base?.image && base.image !== character.image ? [{ src: base.image }] : [];
}
