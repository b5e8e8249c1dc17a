import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisConnections } from './redis-connections';

type Listener = (payload: unknown) => void;

/**
 * Messages from one instance to all the others, for state each keeps in memory (the session read
 * cache today). The sender acts on its own copy itself; listeners hear the other instances only.
 */
export interface Broadcast {
  /**
   * Resolves once every other instance subscribed at that moment has run its listeners (each
   * acknowledges), or after `ACK_TIMEOUT_MS` when one does not answer; never rejects (a lost
   * message is logged).
   */
  publish(topic: string, payload: unknown): Promise<void>;
  subscribe(topic: string, listener: Listener): void;
  /** Whether other instances can hear at all (REDIS_URL set). */
  readonly shared: boolean;
}

/**
 * How long a sender waits for the other instances' acknowledgements. An instance that is stuck or
 * gone costs the request this much once; its cache entries end by themselves within their TTL.
 */
export const ACK_TIMEOUT_MS = 500;

/** One instance: nobody else to tell. */
export function localBroadcast(): Broadcast {
  return { publish: async () => undefined, subscribe: () => undefined, shared: false };
}

interface Message {
  instance?: unknown;
  id?: unknown;
  topic?: unknown;
  payload?: unknown;
  to?: unknown;
}

interface PendingAcks {
  received: number;
  expected?: number;
  done(): void;
}

function parse(text: string): Message | undefined {
  try {
    const message: unknown = JSON.parse(text);
    return typeof message === 'object' && message !== null ? (message as Message) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Redis pub/sub on one channel per key prefix, with acknowledgements on a second one. Pub/sub
 * alone hands a message to the other instances' sockets, not to their code: a request reaching
 * another instance right after could still be answered from the entry the message ends. So each
 * receiver acknowledges once its listeners ran, and the sender waits for as many acknowledgements
 * as PUBLISH reported receivers (less itself) before its caller answers. Delivery is still at most
 * once and only to instances connected at that moment, which fits caches: an instance that missed
 * a message (reconnecting) drops the entry when its short time-to-live ends.
 */
export async function redisBroadcast(redis: RedisConnections, keyPrefix: string, log: FastifyBaseLogger): Promise<Broadcast> {
  const channel = `${keyPrefix}broadcast`;
  const ackChannel = `${keyPrefix}broadcast:ack`;
  const instance = randomUUID();
  const listeners = new Map<string, Listener[]>();
  const pending = new Map<string, PendingAcks>();

  function settle(id: string, acks: PendingAcks): void {
    if (acks.expected !== undefined && acks.received >= acks.expected) {
      pending.delete(id);
      acks.done();
    }
  }

  function acknowledge(to: unknown, id: unknown): void {
    if (typeof to !== 'string' || typeof id !== 'string') return;
    redis.commands.publish(ackChannel, JSON.stringify({ to, id })).catch((error: unknown) => {
      log.warn({ err: error }, 'broadcast acknowledgement not sent: the sender stops waiting after its timeout');
    });
  }

  function deliver(message: Message): void {
    if (message.instance === instance || typeof message.topic !== 'string') return;
    for (const listener of listeners.get(message.topic) ?? []) {
      try {
        listener(message.payload);
      } catch (error) {
        log.error({ err: error, topic: message.topic }, 'broadcast listener failed');
      }
    }
    acknowledge(message.instance, message.id);
  }

  redis.subscriber.on('message', (from: string, text: string) => {
    if (from !== channel && from !== ackChannel) return;
    const message = parse(text);
    if (!message) {
      log.warn({ channel: from }, 'unreadable broadcast ignored');
      return;
    }
    if (from === channel) return deliver(message);
    if (message.to !== instance || typeof message.id !== 'string') return;
    const acks = pending.get(message.id);
    if (!acks) return;
    acks.received += 1;
    settle(message.id, acks);
  });
  await redis.subscriber.subscribe(channel, ackChannel);

  return {
    shared: true,
    async publish(topic, payload) {
      const id = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      // Waiting starts before PUBLISH: an acknowledgement may arrive before PUBLISH's own reply.
      const acknowledged = new Promise<void>((resolve) => {
        pending.set(id, { received: 0, done: resolve });
        timer = setTimeout(() => {
          const acks = pending.get(id);
          pending.delete(id);
          if (acks) {
            log.warn({ topic, received: acks.received, expected: acks.expected }, 'broadcast not acknowledged by every instance in time');
          }
          resolve();
        }, ACK_TIMEOUT_MS);
      });
      try {
        const receivers = await redis.commands.publish(channel, JSON.stringify({ instance, id, topic, payload }));
        const acks = pending.get(id);
        if (acks) {
          // This instance's own subscriber is one of the receivers and does not acknowledge.
          acks.expected = Math.max(0, receivers - 1);
          settle(id, acks);
        }
        await acknowledged;
      } catch (error) {
        pending.delete(id);
        log.error({ err: error, topic }, 'broadcast not sent: other instances see the change when their cache entries expire');
      } finally {
        clearTimeout(timer);
      }
    },
    subscribe(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
  };
}
