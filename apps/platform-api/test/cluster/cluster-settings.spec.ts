import { createSessionRevocation, SESSIONS_ENDED_TOPIC } from '../../src/account/services/session-revocation';
import { TtlCache } from '../../src/account/repositories/read-cache';
import type { SessionLookup } from '../../src/account/repositories/sessions-repository';
import type { Broadcast } from '../../src/cluster/broadcast';
import { ConfigError, readConfig } from '../../src/config';

describe('REDIS_URL and REDIS_KEY_PREFIX', () => {
  it.each([
    [{}, undefined, 'nfx:'],
    [{ REDIS_URL: 'redis://10.0.0.5:6379/2' }, 'redis://10.0.0.5:6379/2', 'nfx:'],
    [{ REDIS_URL: 'rediss://cache.example.com:6380', REDIS_KEY_PREFIX: 'casino-a:' }, 'rediss://cache.example.com:6380', 'casino-a:'],
  ])('%j → %s with prefix %s', (env, redisUrl, prefix) => {
    const config = readConfig(env);
    expect(config.redisUrl).toBe(redisUrl);
    expect(config.redisKeyPrefix).toBe(prefix);
  });

  it('stops start-up on a URL that is not Redis', () => {
    expect(() => readConfig({ REDIS_URL: 'http://10.0.0.5:6379' })).toThrow(ConfigError);
  });
});

describe('session revocation heard from another instance', () => {
  const session = (accountId: number): SessionLookup => ({
    account_id: accountId,
    created_at: new Date(),
    last_seen_at: new Date(),
    is_banned: false,
  });
  const hashA = 'a'.repeat(64);
  const hashB = 'b'.repeat(64);
  const hashC = 'c'.repeat(64);

  function setUp() {
    const cache = new TtlCache<string, SessionLookup>(2_000);
    cache.set(hashA, session(1));
    cache.set(hashB, session(2));
    cache.set(hashC, session(3));
    let hear: (payload: unknown) => void = () => undefined;
    const sent: unknown[] = [];
    const broadcast: Broadcast = {
      shared: true,
      publish: async (topic, payload) => void sent.push({ topic, payload }),
      subscribe: (topic, listener) => {
        if (topic === SESSIONS_ENDED_TOPIC) hear = listener;
      },
    };
    const announce = createSessionRevocation(broadcast, cache);
    return { cache, hear: (payload: unknown) => hear(payload), sent, announce };
  }

  it('drops the named sessions and the sessions of the named accounts', () => {
    const { cache, hear } = setUp();
    hear({ tokenHashes: [hashA], accountIds: [3] });
    expect([cache.get(hashA), cache.get(hashB)?.account_id, cache.get(hashC)]).toEqual([undefined, 2, undefined]);
  });

  it.each([[null], ['text'], [{ tokenHashes: 'aaaa' }], [{ tokenHashes: [42, 'short', { x: 1 }], accountIds: ['1', 1.5] }]])(
    'ignores what this instance never sends: %j',
    (payload) => {
      const { cache, hear } = setUp();
      expect(() => hear(payload)).not.toThrow();
      expect([hashA, hashB, hashC].map((hash) => cache.get(hash)?.account_id)).toEqual([1, 2, 3]);
    },
  );

  it('drops here at once and tells the others', async () => {
    const { cache, sent, announce } = setUp();
    await announce({ tokenHashes: [hashB] });
    expect(cache.get(hashB)).toBeUndefined();
    expect(sent).toEqual([{ topic: SESSIONS_ENDED_TOPIC, payload: { tokenHashes: [hashB] } }]);
  });
});
