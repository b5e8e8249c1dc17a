import { wireMoney } from '@nfx/money';
import type { Selectable } from 'kysely';
import type { LoyaltyProductsTable, LoyaltyQuestsTable } from '../../db/tables/loyalty';
import { inLocale } from './notification-texts';
import type { CharacterRow } from '../repositories/characters-repository';
import { toCharacterItem } from './character-item';
import { bonusMoneyOf, freeSpinsOf } from './product-details';

/** A quest as getPrograms and getProgram answer it, with the player's progress (0 for visitors). */
export function toProgramItem(
  quest: Selectable<LoyaltyQuestsTable>,
  state: { progress: number; completed: boolean } | undefined,
  locale: string,
) {
  return {
    id: quest.id,
    sysname: quest.sysname,
    trigger: quest.trigger,
    title: inLocale(quest.texts.title, locale),
    description: inLocale(quest.texts.description, locale),
    target: quest.target,
    progress: state?.progress ?? 0,
    rewardPoints: quest.reward_points,
    isCompleted: state?.completed ?? false,
  };
}

/** A shop product as getproducts answers it. */
export function toProductItem(
  product: Selectable<LoyaltyProductsTable>,
  bought: number,
  locale: string,
  /** The skin a `character_skin` product unlocks. */
  skin?: CharacterRow,
) {
  const freeSpins = freeSpinsOf(product);
  const bonusMoney = bonusMoneyOf(product);
  return {
    id: product.id,
    sysname: product.sysname,
    kind: product.kind,
    title: inLocale(product.texts.title, locale),
    description: inLocale(product.texts.description, locale),
    price: product.price,
    stock: product.stock,
    limitPerPlayer: product.per_player_limit,
    bought,
    freeSpins: freeSpins && { gameSysname: freeSpins.gameSysname, count: freeSpins.count },
    // Money as the API answers it: the currency's major units, with its currency.
    bonusMoney: bonusMoney && wireMoney(bonusMoney.amount, bonusMoney.currency),
    characterSkin: skin ? toCharacterItem(skin, locale) : null,
  };
}
