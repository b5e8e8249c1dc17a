import type { FastifyInstance } from 'fastify';
import { storageCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { ContentArea } from '../content-context';

/** storage.getKeys: the names of a signed-in player's stored keys. */
export function registerStorageGetKeys(app: FastifyInstance, { storage }: ContentArea): void {
  defineApiCall(app, storageCalls.getKeys, {
    handler: ({ accountId }) => storage.keys(accountId),
  });
}
