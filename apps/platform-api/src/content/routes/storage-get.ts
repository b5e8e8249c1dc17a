import type { FastifyInstance } from 'fastify';
import { storageCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { ContentArea } from '../content-context';

/** storage.get (key): the value a signed-in player stored under a key, or null. */
export function registerStorageGet(app: FastifyInstance, { storage }: ContentArea): void {
  defineApiCall(app, storageCalls.get, {
    handler: async ({ input, accountId }) => ({ key: input.key, value: await storage.get(accountId, input.key) }),
  });
}
