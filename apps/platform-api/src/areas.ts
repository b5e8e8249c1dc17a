import type { FastifyInstance } from 'fastify';
import { ApiError } from '@nfx/errors';
import { accountAreaRoutes } from './routes/account';
import { authAreaRoutes } from './routes/auth';
import { casinoAreaRoutes } from './routes/casino';
import { contentAreaRoutes } from './routes/content';
import { loyaltyArea } from './loyalty/loyalty-area';

/**
 * Every area of the API, registered once, one line each, in dependency order (an area that reads
 * another's directory comes after it). Anything else under /api/ answers MethodNotFoundException.
 */
export async function apiAreas(app: FastifyInstance): Promise<void> {
  await app.register(loyaltyArea);
  await app.register(authAreaRoutes);
  await app.register(accountAreaRoutes);
  await app.register(contentAreaRoutes);
  await app.register(casinoAreaRoutes);

  const unknownCall = async () => {
    throw new ApiError('MethodNotFound', 'Method not found');
  };
  app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/api/*', handler: unknownCall, schema: { hide: true } });
}
