import type { Selectable } from 'kysely';
import type { BonusMoneyDetails, CharacterSkinDetails, FreeSpinsDetails, LoyaltyProductsTable } from '../../db/tables/loyalty';

type Product = Pick<Selectable<LoyaltyProductsTable>, 'kind' | 'details'>;

/** A product's details read by its kind (the column holds the shape its kind says). */
export function freeSpinsOf(product: Product): FreeSpinsDetails | null {
  return product.kind === 'free_spins' ? (product.details as FreeSpinsDetails) : null;
}

export function bonusMoneyOf(product: Product): BonusMoneyDetails | null {
  return product.kind === 'bonus_money' ? (product.details as BonusMoneyDetails) : null;
}

export function characterSkinOf(product: Product): CharacterSkinDetails | null {
  return product.kind === 'character_skin' ? (product.details as CharacterSkinDetails) : null;
}
