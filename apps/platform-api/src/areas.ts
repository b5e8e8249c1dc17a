import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '@nfx/errors';
import { accountAreaRoutes } from './routes/account';
import { authAreaRoutes } from './routes/auth';
import { casinoArea } from './casino/casino-area';
import { contentArea } from './content/content-area';
import { loyaltyArea } from './loyalty/loyalty-area';

/**
 * Every area of the API, registered once, one line each, in dependency order (an area that reads
 * another's directory comes after it). Anything else under /api/ answers MethodNotFoundException.
 * Not encapsulated, so the areas' directories (`app.content`, `app.casino`) reach the site server.
 */
export const apiAreas = fp(
  async function apiAreas(app: FastifyInstance): Promise<void> {
    await app.register(loyaltyArea);
    await app.register(authAreaRoutes);
    await app.register(accountAreaRoutes);
    await app.register(contentArea);
    await app.register(casinoArea);

    const unknownCall = async () => {
      throw new ApiError('MethodNotFound', 'Method not found');
    };
    app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/api/*', handler: unknownCall, schema: { hide: true } });
  },
  { name: 'api-areas' },
);
