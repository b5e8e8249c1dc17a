import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';
import { sessionListOf } from '../services/session-list';

/**
 * account.getSessions (security page): every live session with its device, address and last
 * activity, the current one first, and the sign-in before this session's, which the site shows
 * right after a sign-in ("last sign-in: when, from where").
 */
export function registerGetSessions(app: FastifyInstance, { sessions, signIns }: AccountArea): void {
  defineApiCall(app, accountCalls.getSessions, {
    handler: async ({ accountId, request }) => {
      const now = new Date();
      const rows = await sessions.listForAccount(accountId);
      const current = rows.find((row) => row.token_hash === request.sessionTokenHash);
      const previous = await signIns.latestBefore(accountId, current?.created_at ?? now);
      return sessionListOf(rows, previous, { currentTokenHash: request.sessionTokenHash, requestIp: request.ip, now });
    },
  });
}
