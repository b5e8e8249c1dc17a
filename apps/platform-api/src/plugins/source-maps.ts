import type { FastifyInstance } from 'fastify';

/**
 * Source maps stay on disk for the error tracker, but in production nobody downloads them:
 * they would hand out the readable source of every remote. SERVE_SOURCE_MAPS=1 allows them
 * (a staging server, say).
 */
export function registerSourceMapGuard(app: FastifyInstance): void {
  if (!app.config.production || process.env['SERVE_SOURCE_MAPS'] === '1') return;
  // Callback hook: it runs on every request and decides at once, so it costs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const query = request.url.indexOf('?');
    const path = query === -1 ? request.url : request.url.slice(0, query);
    // An early answer: sent here, and the request goes no further (`done` is not called).
    if (path.endsWith('.map')) reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    else done();
  });
}
