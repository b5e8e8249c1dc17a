import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '@nfx/errors';
import { accountArea } from './account/account-area';
import { playerProtectionPlugin } from './account/player-protection';
import { authArea } from './auth/auth-area';
import { bonusArea } from './bonus/bonus-area';
import { bettingArea } from './betting/betting-area';
import { cashierArea } from './cashier/cashier-area';
import { casinoArea } from './casino/casino-area';
import { contentArea } from './content/content-area';
import { identityVerificationArea } from './identity-verification/identity-verification-area';
import { loyaltyArea } from './loyalty/loyalty-area';
import { staffArea } from './staff/staff-area';

/**
 * Every area of the API, registered once, one line each, in dependency order (an area that reads
 * another's directory comes after it; account comes first, its session hook tells every later
 * route who is asking). Anything else under /api/ answers MethodNotFoundException. Wrapped with
 * fastify-plugin so the areas' directories (`app.players`, `app.content`, `app.casino`…) are on
 * the app itself, where the site server reads them too.
 */
export const apiAreas = fp(
  async function apiAreas(app: FastifyInstance): Promise<void> {
    await app.register(accountArea);
    await app.register(playerProtectionPlugin);
    await app.register(loyaltyArea);
    await app.register(authArea);
    await app.register(contentArea);
    await app.register(casinoArea);
    await app.register(identityVerificationArea);
    await app.register(cashierArea);
    await app.register(bonusArea);
    await app.register(bettingArea);
    await app.register(staffArea);

    const unknownCall = async () => {
      throw new ApiError('MethodNotFound', 'Method not found');
    };
    app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/api/*', handler: unknownCall, schema: { hide: true } });
  },
  { name: 'api-areas' },
);
