import type { FastifyInstance } from 'fastify';
import type { ContactRow } from '../../db/tables/account';
import type { PlayerRepositories } from '../repositories/player-repositories';

/**
 * Marks the contact confirmed and records `contact.confirmed` in the same transaction; true when
 * this call confirmed it (false when it already was, e.g. its link opened twice).
 */
export function markContactConfirmed(
  app: FastifyInstance,
  players: PlayerRepositories,
  contact: ContactRow,
  now = new Date(),
): Promise<boolean> {
  return players.transaction(async (bound, trx) => {
    const confirmed = await bound.contacts.confirm(contact.id, now);
    if (confirmed)
      await app.events.record(trx, {
        type: 'contact.confirmed',
        key: String(contact.id),
        payload: { accountId: contact.account_id, contactId: contact.id, kind: contact.kind },
      });
    return confirmed;
  });
}
