import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisConnections } from './redis-connections';

type Listener = (payload: unknown) => void;

/**
 * Messages from one instance to all the others, for state each keeps in memory (the session read
 * cache today). The sender acts on its own copy itself; listeners hear the other instances only.
 */
export interface Broadcast {
  /** Resolves once Redis has handed the message to every subscribed instance; never rejects (a lost message is logged). */
  publish(topic: string, payload: unknown): Promise<void>;
  subscribe(topic: string, listener: Listener): void;
  /** Whether other instances can hear at all (REDIS_URL set). */
  readonly shared: boolean;
}

/** One instance: nobody else to tell. */
export function localBroadcast(): Broadcast {
  return { publish: async () => undefined, subscribe: () => undefined, shared: false };
}

/**
 * Redis pub/sub on one channel per key prefix. Delivery is at most once and only to instances
 * connected at that moment, which fits caches: an instance that missed a message (reconnecting)
 * still drops the entry when its short time-to-live ends.
 */
export async function redisBroadcast(redis: RedisConnections, keyPrefix: string, log: FastifyBaseLogger): Promise<Broadcast> {
  const channel = `${keyPrefix}broadcast`;
  const instance = randomUUID();
  const listeners = new Map<string, Listener[]>();
  redis.subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: { instance?: unknown; topic?: unknown; payload?: unknown };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      log.warn({ channel }, 'unreadable broadcast ignored');
      return;
    }
    if (message.instance === instance || typeof message.topic !== 'string') return;
    for (const listener of listeners.get(message.topic) ?? []) {
      try {
        listener(message.payload);
      } catch (error) {
        log.error({ err: error, topic: message.topic }, 'broadcast listener failed');
      }
    }
  });
  await redis.subscriber.subscribe(channel);
  return {
    shared: true,
    async publish(topic, payload) {
      try {
        await redis.commands.publish(channel, JSON.stringify({ instance, topic, payload }));
      } catch (error) {
        log.error({ err: error, topic }, 'broadcast not sent: other instances see the change when their cache entries expire');
      }
    },
    subscribe(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
  };
}
