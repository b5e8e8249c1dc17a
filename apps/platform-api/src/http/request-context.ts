import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session plugin when a valid session cookie is present. */
    accountId: number | null;
  }
}

export function decorateRequestContext(app: FastifyInstance): void {
  app.decorateRequest('accountId', null);
}
