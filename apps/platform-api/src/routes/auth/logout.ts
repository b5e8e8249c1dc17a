import type { FastifyInstance } from 'fastify';
import { ApiError } from '@nfx/errors';
import { defineApiCall } from '../../http/define-api-call';
import { endSession } from '../../plugins/session';

/** auth.logout (GET per §7). Answers 1 for anonymous callers too: the end state is the same. */
export function registerLogout(app: FastifyInstance): void {
  defineApiCall(app, {
    area: 'auth',
    method: 'logout',
    verb: 'GET',
    summary: 'Sign out: ends the session and clears its cookie',
    async handler({ request, reply }) {
      // A GET that changes state: refuse it when a browser says another site triggered it.
      if (request.headers['sec-fetch-site'] === 'cross-site') throw new ApiError('InvalidRequest', 'Cross-site request rejected');
      await endSession(request, reply);
      return 1;
    },
  });
}
