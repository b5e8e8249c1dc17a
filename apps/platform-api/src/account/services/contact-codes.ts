import { ApiError } from '@nfx/errors';
import { contactKindOf, encodeMessage } from '@nfx/validation';
import type { ContactRow } from '../../db/tables/account';
import type { ContactsRepository } from '../repositories/contacts-repository';

/** A code lives 10 minutes, may be re-sent after 60 s, and allows 5 wrong tries. */
export const CONTACT_CODE_POLICY = { ttlMs: 10 * 60 * 1000, resendSeconds: 60, maxAttempts: 5 } as const;

/** One of the player's own contacts; anything else is an unknown contact, whoever owns it. */
export async function findOwnContact(contacts: ContactsRepository, accountId: number, value: string): Promise<ContactRow> {
  const contact = await contacts.find(accountId, contactKindOf(value), value);
  if (!contact)
    throw new ApiError('InvalidParameter', 'Unknown contact', {
      invalidParameters: { contact: [encodeMessage('validation.unknownContact')] },
    });
  return contact;
}
