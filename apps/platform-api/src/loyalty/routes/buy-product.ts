import type { FastifyInstance } from 'fastify';
import { loyaltyCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { requireIdempotencyKey } from '../../http/idempotency';
import type { LoyaltyArea } from '../loyalty-context';
import { buyProduct } from '../services/shop';

/** loyalty.buyproduct (§7): a product for points, once per Idempotency-Key. */
export function registerBuyProduct(app: FastifyInstance, _area: LoyaltyArea): void {
  defineApiCall(app, loyaltyCalls.buyproduct, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: ({ accountId, input, request }) => buyProduct(app, app.database.db, accountId, input.id, requireIdempotencyKey(request)),
  });
}
