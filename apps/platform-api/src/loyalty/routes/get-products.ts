import type { FastifyInstance } from 'fastify';
import { loyaltyCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { LoyaltyArea } from '../loyalty-context';
import { toProductItem } from '../services/program-item';
import { characterSkinOf } from '../services/product-details';

/** loyalty.getproducts (§7): the shop, with the signed-in player's purchases of each product. */
export function registerGetProducts(app: FastifyInstance, { programme, characters }: LoyaltyArea): void {
  defineApiCall(app, loyaltyCalls.getproducts, {
    handler: async ({ accountId, locale }) => {
      const { locale: code } = await locale();
      const [products, counts] = await Promise.all([programme.products(), programme.purchaseCounts(accountId)]);
      const items = await Promise.all(
        products.map(async (product) => {
          const skin = characterSkinOf(product);
          return toProductItem(product, counts.get(product.id) ?? 0, code, skin ? await characters.find(skin.characterId) : undefined);
        }),
      );
      return { items };
    },
  });
}
