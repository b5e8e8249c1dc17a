import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccountRow, AccountUpdate } from '../../db/tables/account';
import type { ReferenceRepository } from '../repositories/reference-repository';

/** Bookkeeping columns a profile save may set that are not profile fields of their own. */
const NOT_PROFILE_FIELDS = new Set<string>(['is_registration_completed', 'updated_at']);

/** The profile fields among `changes` whose value differs from the account's. */
export function changedProfileFields(account: AccountRow, changes: AccountUpdate): string[] {
  return Object.entries(changes)
    .filter(([field, value]) => !NOT_PROFILE_FIELDS.has(field) && (account as Record<string, unknown>)[field] !== value)
    .map(([field]) => field);
}

/**
 * Whether every required personal field of the account's country (its own set, else the
 * fallback) is filled; `account` is the row as it will be after the save.
 */
export async function isProfileComplete(reference: ReferenceRepository, account: Record<string, unknown>): Promise<boolean> {
  const definitions = await reference.personalDataFields((account['country_code'] as string | null) ?? null);
  return definitions.every((field) => !field.is_required || !(field.sysname in account) || Boolean(account[field.sysname]));
}

/**
 * Records `profile.saved` in the save's transaction when any profile field changed, saying
 * whether the profile is now complete (the loyalty "profile completed" quest waits for that).
 */
export async function recordProfileSaved(
  app: FastifyInstance,
  trx: Transaction<Database>,
  accountId: number,
  fields: string[],
  complete: boolean,
): Promise<void> {
  if (fields.length > 0) await app.events.record(trx, { type: 'profile.saved', payload: { accountId, fields, complete } });
}
