import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SigningKeysRepository } from '../repositories/signing-keys-repository';

export const UNSUBSCRIBE_KEY_PURPOSE = 'unsubscribe-link';

export interface UnsubscribeTarget {
  accountId: number;
  contactId: number;
}

const TOKEN = /^([0-9a-z]{1,11})-([0-9a-z]{1,11})-([0-9a-f]{32})$/;

function mac(key: Buffer, target: UnsubscribeTarget): Buffer {
  return createHmac('sha256', key).update(`unsubscribe:v1:${target.accountId}:${target.contactId}`).digest().subarray(0, 16);
}

/**
 * The token of a marketing message's unsubscribe link: the account and the contact it was sent
 * to, signed with the database's key (HMAC-SHA256, 128 bits). Nothing is stored per message, so
 * every link ever sent keeps working; it names one contact, so it unsubscribes only that one.
 */
export async function signUnsubscribeToken(keys: SigningKeysRepository, target: UnsubscribeTarget): Promise<string> {
  const key = await keys.key(UNSUBSCRIBE_KEY_PURPOSE);
  return `${target.accountId.toString(36)}-${target.contactId.toString(36)}-${mac(key, target).toString('hex')}`;
}

/** The contact a token names, or null when it is not a token we signed. */
export async function readUnsubscribeToken(keys: SigningKeysRepository, token: string): Promise<UnsubscribeTarget | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const target = { accountId: parseInt(match[1]!, 36), contactId: parseInt(match[2]!, 36) };
  if (!Number.isSafeInteger(target.accountId) || !Number.isSafeInteger(target.contactId)) return null;
  const expected = mac(await keys.key(UNSUBSCRIBE_KEY_PURPOSE), target);
  return timingSafeEqual(expected, Buffer.from(match[3]!, 'hex')) ? target : null;
}
