import type { ProfileContact } from '@nfx/api-contract';

/** §9: the registration hint lasts 2 hours, the confirmation hint 5 days. */
export const REGISTRATION_HINT_MS = 2 * 60 * 60 * 1000;
export const CONFIRMATION_HINT_MS = 5 * 24 * 60 * 60 * 1000;

function since(regTime: string, now: number): number {
  const registered = Date.parse(regTime);
  return Number.isNaN(registered) ? Number.POSITIVE_INFINITY : now - registered;
}

/** §4: for 2 hours after registration while no deposit exists. */
export function showsRegistrationHint(regTime: string, hasDeposits: boolean, now = Date.now()): boolean {
  return !hasDeposits && since(regTime, now) < REGISTRATION_HINT_MS;
}

/** The contact the player signs in with (the login is the email or the phone number). */
export function loginContactOf(login: string, contacts: readonly ProfileContact[]): ProfileContact | undefined {
  const plain = login.replace(/^\+/, '');
  return contacts.find((contact) => contact.contact === login || contact.contact === plain);
}

/** §4: for 5 days after registration if the login contact is unconfirmed and no confirmation was sent to it. */
export function showsConfirmationHint(regTime: string, loginContact: ProfileContact | undefined, now = Date.now()): boolean {
  if (!loginContact || loginContact.is_confirmed || loginContact.confirmation_sent_at !== null) return false;
  return since(regTime, now) < CONFIRMATION_HINT_MS;
}
