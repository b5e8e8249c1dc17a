import type { FastifyInstance } from 'fastify';
import type { ContentRepositories } from '../../content';
import { defineApiCall } from '../../http/define-api-call';
import { inputObject, opaqueString, queryCommon, storageKeySchema } from './schemas';

/** A signed-in player's small key-value store (seen cashback id, dismissed hints). */
export function registerStorageCalls(app: FastifyInstance, content: ContentRepositories): void {
  defineApiCall(app, {
    area: 'storage',
    method: 'get',
    verb: 'GET',
    summary: "Value of one of the player's stored keys, or null",
    auth: 'required',
    input: inputObject({ ...queryCommon, key: storageKeySchema }),
    handler: async ({ input, accountId }) => ({ key: input.key, value: await content.storage.get(accountId as number, input.key) }),
  });

  defineApiCall(app, {
    area: 'storage',
    method: 'getKeys',
    verb: 'GET',
    summary: "Names of the player's stored keys",
    auth: 'required',
    input: inputObject(queryCommon),
    handler: ({ accountId }) => content.storage.keys(accountId as number),
  });

  defineApiCall(app, {
    area: 'storage',
    method: 'set',
    verb: 'POST',
    summary: 'Stores a value under a key (at most 50 keys and 4 KB per value; beyond that StorageQuotaExceededException)',
    auth: 'required',
    // Generous: players behind one NAT share an address; the quota bounds what can be stored.
    rateLimit: { max: 300, timeWindow: '1 minute' },
    // The value's size is checked by the quota (StorageQuotaExceeded), not here; the body limit caps it.
    input: inputObject({ key: storageKeySchema, value: opaqueString }),
    handler: async ({ input, accountId }) => {
      await content.storage.set(accountId as number, input.key, input.value);
      return 1;
    },
  });
}
