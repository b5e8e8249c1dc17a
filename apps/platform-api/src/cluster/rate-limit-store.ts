import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { RedisConnections } from './redis-connections';

/**
 * Where @fastify/rate-limit counts: in this process's memory (one instance), or in the shared
 * Redis so a limit of 10 a minute is 10 across every instance, not 10 per instance.
 *
 * `skipOnError`: when Redis does not answer, a call goes through unlimited rather than failing.
 * These limits are a coarse brake; the sign-in throttle, the guard that matters against password
 * guessing, counts in the database and holds either way.
 */
export function rateLimitStoreOptions(redis: RedisConnections | null, keyPrefix: string): Partial<RateLimitPluginOptions> {
  if (!redis) return {};
  return { redis: redis.commands, nameSpace: `${keyPrefix}rate-limit:`, skipOnError: true };
}
