import type { FastifyInstance } from 'fastify';
import { ApiError } from '@nfx/errors';
import { accountAreaRoutes } from './account';
import { authAreaRoutes } from './auth';
import { casinoAreaRoutes } from './casino';
import { contentAreaRoutes } from './content';
import { loyaltyAreaRoutes } from './loyalty';

/**
 * Every area registers its calls here, one line each. Anything else under /api/ answers
 * MethodNotFoundException.
 */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authAreaRoutes);
  await app.register(accountAreaRoutes);
  await app.register(contentAreaRoutes);
  await app.register(casinoAreaRoutes);
  await app.register(loyaltyAreaRoutes);

  const unknownCall = async () => {
    throw new ApiError('MethodNotFound', 'Method not found');
  };
  app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/api/*', handler: unknownCall, schema: { hide: true } });
}
