import type { FastifyInstance } from 'fastify';
import { storageCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { ContentArea } from '../content-context';

/** storage.set (key, value): a signed-in player's small key-value store (seen cashback id, dismissed hints). */
export function registerStorageSet(app: FastifyInstance, { storage }: ContentArea): void {
  defineApiCall(app, storageCalls.set, {
    // Generous: players behind one NAT share an address; the quota bounds what can be stored.
    rateLimit: { max: 300, timeWindow: '1 minute' },
    handler: async ({ input, accountId }) => {
      await storage.set(accountId, input.key, input.value);
      return 1 as const;
    },
  });
}
