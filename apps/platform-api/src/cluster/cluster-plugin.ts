import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Broadcast, localBroadcast, redisBroadcast } from './broadcast';
import type { RedisConnections } from './redis-connections';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells the other API instances about changes to what each keeps in memory (see src/cluster/README.md). */
    broadcast: Broadcast;
  }
}

/** Decorates `app.broadcast` over the shared Redis (or for one process), and closes Redis with the app. */
export const clusterPlugin = fp(
  async function clusterPlugin(app: FastifyInstance, { redis }: { redis: RedisConnections | null }) {
    app.decorate('broadcast', redis ? await redisBroadcast(redis, app.config.redisKeyPrefix, app.log) : localBroadcast());
    if (redis) app.addHook('onClose', () => redis.close());
  },
  { name: 'platform:cluster' },
);
