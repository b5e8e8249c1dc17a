import { type Broadcast, localBroadcast } from '../../cluster/broadcast';
import type { ReadCaches } from '../repositories/player-repositories';
import { READ_CACHE_TTL_MS, TtlCache } from '../repositories/read-cache';
import type { EndedSessions, SessionLookup } from '../repositories/sessions-repository';

/** The broadcast topic of ended sessions (a sign-out, a password change, "sign out everywhere", a ban). */
export const SESSIONS_ENDED_TOPIC = 'account.sessions-ended';

const TOKEN_HASH = /^[0-9a-f]{64}$/;

/** What another instance sent, kept only where it has the shape this instance sends. */
function endedSessionsOf(payload: unknown): EndedSessions {
  const { tokenHashes, accountIds } = (payload ?? {}) as Record<string, unknown>;
  return {
    tokenHashes: Array.isArray(tokenHashes)
      ? tokenHashes.filter((hash): hash is string => typeof hash === 'string' && TOKEN_HASH.test(hash))
      : [],
    accountIds: Array.isArray(accountIds) ? accountIds.filter((id): id is number => Number.isSafeInteger(id)) : [],
  };
}

function drop(cache: TtlCache<string, SessionLookup>, { tokenHashes = [], accountIds = [] }: EndedSessions): void {
  for (const tokenHash of tokenHashes) cache.delete(tokenHash);
  if (accountIds.length > 0) cache.deleteWhere((session) => accountIds.includes(session.account_id));
}

/**
 * Every instance caches a signed-in request's session for 2 s (`read-cache.ts`). A session that
 * ends on one instance is dropped from this instance's cache and, through `app.broadcast`, from
 * every other's at once, so the next request there reads the database and is refused. Listens to
 * the other instances; resolves to the announcer the sessions repository calls after its deletes
 * (after the commit, for a transaction's).
 */
export function createSessionRevocation(broadcast: Broadcast, cache: TtlCache<string, SessionLookup>) {
  broadcast.subscribe(SESSIONS_ENDED_TOPIC, (payload) => drop(cache, endedSessionsOf(payload)));
  return async (ended: EndedSessions): Promise<void> => {
    drop(cache, ended);
    await broadcast.publish(SESSIONS_ENDED_TOPIC, ended);
  };
}

/** The caches of one app; ended sessions reach the other instances through `broadcast`. */
export function createReadCaches(broadcast: Broadcast = localBroadcast()): ReadCaches {
  const sessions = new TtlCache<string, SessionLookup>(READ_CACHE_TTL_MS);
  return { accounts: new TtlCache(READ_CACHE_TTL_MS), sessions, announceEndedSessions: createSessionRevocation(broadcast, sessions) };
}
