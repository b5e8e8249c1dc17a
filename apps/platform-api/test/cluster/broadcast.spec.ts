import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ACK_TIMEOUT_MS, type Broadcast, redisBroadcast } from '../../src/cluster/broadcast';
import { openRedisConnections, type RedisConnections } from '../../src/cluster/redis-connections';
import { redisUrl } from './http-instances';

/**
 * The broadcast between instances over a real Redis: a publish resolves only once the other
 * instances have acted on the message, so the sender's caller may answer knowing no instance
 * still serves what the message ended.
 */

if (!redisUrl) console.warn('broadcast: skipped, needs TEST_REDIS_URL');
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('broadcast over Redis', () => {
  const log = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
  let keyPrefix: string;
  const opened: RedisConnections[] = [];

  beforeEach(() => {
    keyPrefix = `test-${randomBytes(6).toString('hex')}:`;
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((connections) => connections.close()));
  });

  async function instance(): Promise<{ redis: RedisConnections; broadcast: Broadcast }> {
    const redis = await openRedisConnections(redisUrl!, log);
    opened.push(redis);
    return { redis, broadcast: await redisBroadcast(redis, keyPrefix, log) };
  }

  it('resolves a publish after every other instance ran its listeners, even when one reads late', async () => {
    const sender = await instance();
    const receivers = [await instance(), await instance()];
    const heard: unknown[][] = receivers.map(() => []);
    receivers.forEach((receiver, index) => receiver.broadcast.subscribe('topic', (payload) => heard[index]!.push(payload)));
    const ownEcho: unknown[] = [];
    sender.broadcast.subscribe('topic', (payload) => ownEcho.push(payload));

    // The second receiver's socket is not read for 150 ms, as on a busy instance.
    receivers[1]!.redis.subscriber.stream.pause();
    setTimeout(() => receivers[1]!.redis.subscriber.stream.resume(), 150);

    const started = Date.now();
    await sender.broadcast.publish('topic', { n: 1 });
    expect(heard).toEqual([[{ n: 1 }], [{ n: 1 }]]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(Date.now() - started).toBeLessThan(ACK_TIMEOUT_MS);
    expect(ownEcho).toEqual([]);
  });

  it('stops waiting for an instance that does not answer after the acknowledgement timeout', async () => {
    const sender = await instance();
    const silent = await instance();
    silent.redis.subscriber.stream.pause();

    const started = Date.now();
    await sender.broadcast.publish('topic', { n: 2 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(ACK_TIMEOUT_MS - 10);
    silent.redis.subscriber.stream.resume();
  });

  it('resolves at once when no other instance listens', async () => {
    const alone = await instance();
    const started = Date.now();
    await alone.broadcast.publish('topic', { n: 3 });
    expect(Date.now() - started).toBeLessThan(100);
  });
});
