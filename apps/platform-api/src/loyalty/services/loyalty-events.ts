import type { FastifyInstance } from 'fastify';
import { advanceQuests, applyRound, ensurePlayer } from './programme';

/** The consumer's identity in `event_consumers`: keep it stable (a new name starts over). */
export const LOYALTY_CONSUMER = 'loyalty.programme';

/**
 * The programme reacts to what players do in other areas, through their domain events: real-money
 * rounds earn points and move round quests; registration, a profile saved complete, a confirmed
 * contact and a deposit complete their quests. Everything is written with the relay's `trx`, so it commits
 * with "this event is done" (exactly once in effect), and each award is keyed by its source, so
 * a round announced twice still counts once.
 */
export function subscribeLoyaltyEvents(app: FastifyInstance): void {
  app.events.subscribe(
    LOYALTY_CONSUMER,
    ['player.registered', 'profile.saved', 'contact.confirmed', 'deposit.completed', 'round.played'],
    async (event, trx) => {
      switch (event.type) {
        case 'round.played':
          await applyRound(trx, event.payload);
          break;
        case 'player.registered':
          await ensurePlayer(trx, event.payload.accountId);
          await advanceQuests(trx, event.payload.accountId, 'register', { by: 1 });
          break;
        case 'profile.saved':
          // "Profile completed" (§3): only a save after which every required field is filled.
          // The account area decides that and says so in the event; an event without the flag
          // (recorded before it existed) completes nothing: points are never given on a guess.
          if (event.payload.complete === true) await advanceQuests(trx, event.payload.accountId, 'profile', { by: 1 });
          break;
        case 'contact.confirmed':
          await advanceQuests(trx, event.payload.accountId, 'confirm', { by: 1 });
          break;
        case 'deposit.completed':
          await advanceQuests(trx, event.payload.accountId, 'deposit', { by: 1 });
          break;
      }
    },
  );
}
