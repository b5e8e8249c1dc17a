import { sql } from 'kysely';
import { ApiError } from '@nfx/errors';
import type { Db } from '../../db/database';
import type { FastifyInstance } from 'fastify';
import { fingerprintOf, runOnce } from '../../http/idempotency';
import { advanceQuests, ensurePlayer, notify } from './programme';
import { renderInAllLocales } from './notification-texts';
import { bonusMoneyOf, characterSkinOf, freeSpinsOf } from './product-details';

/** Codes of the shop's refusals, so the site picks its popup (insufficient points) by code, not by text. */
export const SHOP_REFUSALS = {
  points: 'loyalty_points_insufficient',
  stock: 'loyalty_out_of_stock',
  limit: 'loyalty_limit_reached',
  excluded: 'loyalty_excluded',
} as const;

export interface Purchase {
  purchaseId: number;
  productId: number;
  /** The player's points after the purchase. */
  points: number;
}

/**
 * Buys a product with points, at most once per Idempotency-Key, in one transaction: the player's
 * row is locked (purchases of one player queue), stock is taken with a guarded update (two
 * players cannot take the last one), and what was bought is delivered through an event recorded
 * in the same transaction: free spins through `free_spins.granted` (the casino creates the pack),
 * bonus money through `loyalty.product_bought` (the bonus area grants it), exactly when the
 * purchase commits. Loyalty calls neither area's code. A character skin is loyalty's own: it is
 * unlocked for the player in the same transaction.
 */
export function buyProduct(app: FastifyInstance, db: Db, accountId: number, productId: number, key: string): Promise<Purchase> {
  return db.transaction().execute((trx) =>
    runOnce(trx, { accountId, call: 'loyalty.buyproduct', key, fingerprint: fingerprintOf({ productId }) }, async () => {
      await ensurePlayer(trx, accountId);
      const player = await trx
        .selectFrom('loyalty_players')
        .select('points')
        .where('account_id', '=', accountId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const product = await trx
        .selectFrom('loyalty_products')
        .selectAll()
        .where('id', '=', productId)
        .where('is_active', '=', true)
        .executeTakeFirst();
      if (!product) throw new ApiError('InvalidParameter', 'Unknown product', { invalidParameters: { id: ['INVALID'] } });
      if (product.per_player_limit !== null) {
        const { count } = await trx
          .selectFrom('loyalty_purchases')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('account_id', '=', accountId)
          .where('product_id', '=', productId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= product.per_player_limit)
          throw new ApiError('InvalidRequest', 'You have bought this product as many times as allowed', { code: SHOP_REFUSALS.limit });
      }
      // Free spins and bonus money are bonuses, which a player on a break or self-excluded does not
      // get: refused before any point is spent, since the bonus area would refuse the grant later.
      if ((freeSpinsOf(product) || bonusMoneyOf(product)) && (await app.playerProtection.isExcluded(trx, accountId)))
        throw new ApiError('InvalidRequest', 'No bonuses while a time-out or self-exclusion is in force', {
          code: SHOP_REFUSALS.excluded,
        });
      const skin = characterSkinOf(product);
      if (skin) {
        // A skin is unlocked once: owning it already is the limit, whatever the product's says.
        const owned = await trx
          .selectFrom('loyalty_player_characters')
          .select('character_id')
          .where('account_id', '=', accountId)
          .where('character_id', '=', skin.characterId)
          .executeTakeFirst();
        if (owned) throw new ApiError('InvalidRequest', 'You already have this skin', { code: SHOP_REFUSALS.limit });
      }
      if (player.points < product.price) {
        throw new ApiError('InvalidRequest', `Not enough points: ${product.price} needed, ${player.points} available`, {
          code: SHOP_REFUSALS.points,
        });
      }
      if (product.stock !== null) {
        const taken = await trx
          .updateTable('loyalty_products')
          .set({ stock: sql`stock - 1` })
          .where('id', '=', productId)
          .where('stock', '>', 0)
          .returning('id')
          .executeTakeFirst();
        if (!taken) throw new ApiError('InvalidRequest', 'This product is out of stock', { code: SHOP_REFUSALS.stock });
      }
      const purchase = await trx
        .insertInto('loyalty_purchases')
        .values({ account_id: accountId, product_id: productId, price: product.price })
        .returning('id')
        .executeTakeFirstOrThrow();
      const purchaseId = Number(purchase.id);
      await trx
        .insertInto('loyalty_point_entries')
        .values({ account_id: accountId, source_key: `purchase:${purchaseId}`, points: -product.price })
        .execute();
      await trx
        .updateTable('loyalty_players')
        .set({ points: sql`points - ${product.price}` })
        .where('account_id', '=', accountId)
        .execute();
      const freeSpins = freeSpinsOf(product);
      const bonusMoney = bonusMoneyOf(product);
      if (freeSpins) {
        await app.events.record(trx, {
          type: 'free_spins.granted',
          key: `loyalty:${purchaseId}`,
          payload: {
            accountId,
            source: 'loyalty',
            grantId: purchaseId,
            gameSysname: freeSpins.gameSysname,
            count: freeSpins.count,
            stake: freeSpins.stake,
            validDays: freeSpins.validDays,
          },
        });
      }
      if (skin) {
        await trx
          .insertInto('loyalty_player_characters')
          .values({ account_id: accountId, character_id: skin.characterId, purchase_id: purchaseId })
          .execute();
      }
      if (bonusMoney) {
        await app.events.record(trx, {
          type: 'loyalty.product_bought',
          key: `loyalty:${purchaseId}`,
          payload: {
            accountId,
            purchaseId,
            productId,
            kind: 'bonus_money',
            amount: bonusMoney.amount,
            currency: bonusMoney.currency,
            campaignId: bonusMoney.campaignId,
          },
        });
      }
      await notify(trx, accountId, {
        sourceKey: `purchase:${purchaseId}`,
        trigger: 'product',
        type: 'other',
        title: renderInAllLocales('productBought', { name: product.texts.title }),
        message: renderInAllLocales('pointsSpent', { amount: product.price }),
        amount: product.price,
      });
      await advanceQuests(trx, accountId, 'product', { by: 1 });
      // Read after the quests: a completed shop quest's reward is already in.
      const { points } = await trx
        .selectFrom('loyalty_players')
        .select('points')
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      return { purchaseId, productId, points };
    }),
  );
}
