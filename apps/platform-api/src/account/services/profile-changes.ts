import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccountRow, AccountUpdate } from '../../db/tables/account';

/** Bookkeeping columns a profile save may set that are not profile fields of their own. */
const NOT_PROFILE_FIELDS = new Set<string>(['is_registration_completed', 'updated_at']);

/** The profile fields among `changes` whose value differs from the account's. */
export function changedProfileFields(account: AccountRow, changes: AccountUpdate): string[] {
  return Object.entries(changes)
    .filter(([field, value]) => !NOT_PROFILE_FIELDS.has(field) && (account as Record<string, unknown>)[field] !== value)
    .map(([field]) => field);
}

/** Records `profile.saved` in the save's transaction when any profile field changed. */
export async function recordProfileSaved(
  app: FastifyInstance,
  trx: Transaction<Database>,
  accountId: number,
  fields: string[],
): Promise<void> {
  if (fields.length > 0) await app.events.record(trx, { type: 'profile.saved', payload: { accountId, fields } });
}
