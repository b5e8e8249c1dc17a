import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** The two connections an instance keeps to the shared Redis. */
export interface RedisConnections {
  /** Commands (rate-limit counters, PUBLISH). */
  commands: Redis;
  /** A connection in subscriber mode can run nothing else, so broadcasts have their own. */
  subscriber: Redis;
  close(): Promise<void>;
}

/**
 * Settings for a store on the request path, after @fastify/rate-limit's advice: a command fails
 * after one retry and a connection attempt after half a second, so a Redis outage costs a request
 * a moment (the limit is then skipped, see `rate-limit-store.ts`) instead of holding it until
 * ioredis gives up after 20 retries. Reconnection itself goes on in the background.
 */
const OPTIONS = { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: true } as const;

export async function openRedisConnections(url: string, log: FastifyBaseLogger): Promise<RedisConnections> {
  const commands = new Redis(url, { ...OPTIONS, connectionName: 'nfx-api' });
  const subscriber = new Redis(url, { ...OPTIONS, connectionName: 'nfx-api-broadcast' });
  for (const connection of [commands, subscriber]) {
    // Without a listener ioredis prints every failed reconnect; the log says it once per error.
    connection.on('error', (error: Error) => log.warn({ err: error }, 'redis connection error'));
  }
  // Connected before the app answers: a wrong REDIS_URL stops start-up instead of silently
  // running with limits that no longer hold.
  await Promise.all([commands.connect(), subscriber.connect()]);
  return {
    commands,
    subscriber,
    async close() {
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}
