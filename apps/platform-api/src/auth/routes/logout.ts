import type { FastifyInstance } from 'fastify';
import { authCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { defineApiCall } from '../../http/define-api-call';

/** auth.logout (GET per §7). Answers 1 for anonymous callers too: the end state is the same. */
export function registerLogout(app: FastifyInstance): void {
  defineApiCall(app, authCalls.logout, {
    handler: async ({ request, reply }) => {
      // A GET that changes state: refuse it when a browser says another site triggered it.
      if (request.headers['sec-fetch-site'] === 'cross-site') throw new ApiError('InvalidRequest', 'Cross-site request rejected');
      await app.players.endSession(request, reply);
      return 1 as const;
    },
  });
}
