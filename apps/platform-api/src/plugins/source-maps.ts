import type { FastifyInstance } from 'fastify';

/**
 * Source maps stay on disk for the error tracker, but in production nobody downloads them:
 * they would hand out the readable source of every remote. SERVE_SOURCE_MAPS=1 allows them
 * (a staging server, say).
 */
export function registerSourceMapGuard(app: FastifyInstance): void {
  if (!app.config.production || process.env['SERVE_SOURCE_MAPS'] === '1') return;
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    if (path.endsWith('.map')) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return undefined;
  });
}
