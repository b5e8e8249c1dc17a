import type { FastifyInstance } from 'fastify';
import { completionScript } from '../services/oauth-pages';

/** `/oauth/complete.js`: the completion page's external script (the CSP allows no inline script). */
export function registerOauthCompleteScript(app: FastifyInstance): void {
  app.get('/oauth/complete.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(completionScript),
  );
}
