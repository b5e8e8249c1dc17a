import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '@nfx/errors';
import { contactKindOf, encodeMessage } from '@nfx/validation';
import { siteLink } from '../../core/site-link';
import type { AccountRow, ContactRow } from '../../db/tables/account';
import { fillTemplate } from '../../messaging/localized-texts';
import type { OutgoingMessage } from '../../messaging/message-sender';
import { randomDigits, sha256Hex } from '../../security/tokens';
import { accountTextsIn } from '../mail-texts';
import type { ContactsRepository } from '../repositories/contacts-repository';

/**
 * A confirmation message carries a 6-digit code (10 minutes, 5 tries) and a link (24 hours, once);
 * another may follow after 60 s, at most 5 in an hour (SMS cost money and pester). The message
 * texts name the 10 minutes and 24 hours.
 */
export const CONTACT_CONFIRMATION_POLICY = {
  codeTtlMs: 10 * 60 * 1000,
  linkTtlMs: 24 * 60 * 60 * 1000,
  maxAttempts: 5,
  resendSeconds: 60,
  sendsPerWindow: 5,
  windowMs: 60 * 60 * 1000,
} as const;

/** One of the player's own contacts; anything else is an unknown contact, whoever owns it. */
export async function findOwnContact(contacts: ContactsRepository, accountId: number, value: string): Promise<ContactRow> {
  const contact = await contacts.find(accountId, contactKindOf(value), value);
  if (!contact)
    throw new ApiError('InvalidParameter', 'Unknown contact', {
      invalidParameters: { contact: [encodeMessage('validation.unknownContact')] },
    });
  return contact;
}

/** The code is hashed with its contact, so a code hash is worth nothing for another contact. */
export function confirmationCodeHash(contactId: number, code: string): string {
  return sha256Hex(`${contactId}:${code}`);
}

function windowIsOpen(contact: Pick<ContactRow, 'send_window_started_at'>, now: Date): boolean {
  return (
    contact.send_window_started_at !== null &&
    now.getTime() - contact.send_window_started_at.getTime() < CONTACT_CONFIRMATION_POLICY.windowMs
  );
}

/** Seconds until another confirmation message may be sent to the contact (0: now). */
export function resendWaitSeconds(
  contact: Pick<ContactRow, 'code_sent_at' | 'sends_in_window' | 'send_window_started_at'>,
  now: Date,
): number {
  const { resendSeconds, sendsPerWindow, windowMs } = CONTACT_CONFIRMATION_POLICY;
  let waitMs = 0;
  if (contact.code_sent_at) waitMs = resendSeconds * 1000 - (now.getTime() - contact.code_sent_at.getTime());
  if (windowIsOpen(contact, now) && contact.sends_in_window >= sendsPerWindow)
    waitMs = Math.max(waitMs, contact.send_window_started_at!.getTime() + windowMs - now.getTime());
  return Math.max(0, Math.ceil(waitMs / 1000));
}

function tooSoon(seconds: number): ApiError {
  return new ApiError('TooManyRequests', `Resend time is ${seconds}`, { code: 'resend_too_soon', resendTime: seconds });
}

function composeMessage(account: AccountRow, contact: ContactRow, code: string, link: string, welcome: boolean): OutgoingMessage {
  const texts = accountTextsIn(account.locale).confirmation;
  if (contact.kind === 'phone')
    return { channel: 'sms', recipient: `+${contact.value}`, body: fillTemplate(texts.sms, { code, link }), accountId: account.id };
  const paragraphs = [
    welcome ? texts.welcome : null,
    texts.intro,
    fillTemplate(texts.link, { link }),
    fillTemplate(texts.code, { code }),
    texts.ignore,
  ];
  return {
    channel: 'mail',
    recipient: contact.value,
    subject: welcome ? texts.welcomeSubject : texts.subject,
    body: paragraphs.filter((paragraph) => paragraph !== null).join('\n\n'),
    accountId: account.id,
  };
}

export interface ConfirmationOptions {
  /** The first message after registration: it welcomes the player too. */
  welcome?: boolean;
  now?: Date;
}

/**
 * Sends the contact its confirmation message: a fresh code and link (the previous ones stop
 * working), in the player's locale. Refused with TooManyRequests and `resend_time` within the
 * cool-down. The send is claimed with a conditional write, so two at once send one message; a
 * message the transport refuses is withdrawn, so the player may ask again at once.
 */
export async function sendContactConfirmation(
  app: FastifyInstance,
  contacts: ContactsRepository,
  account: AccountRow,
  contact: ContactRow,
  { welcome = false, now = new Date() }: ConfirmationOptions = {},
): Promise<void> {
  if (contact.is_confirmed) throw new ApiError('InvalidRequest', 'Contact is already confirmed', { code: 'already_confirmed' });
  const wait = resendWaitSeconds(contact, now);
  if (wait > 0) throw tooSoon(wait);
  const code = randomDigits(6);
  // Hex, not base64url: a link must never hold a run of six digits that reads like a second code.
  const token = randomBytes(16).toString('hex');
  const sameWindow = windowIsOpen(contact, now);
  const claimed = await contacts.setConfirmation(contact.id, contact.code_sent_at, {
    codeHash: confirmationCodeHash(contact.id, code),
    codeExpiresAt: new Date(now.getTime() + CONTACT_CONFIRMATION_POLICY.codeTtlMs),
    linkTokenHash: sha256Hex(token),
    linkExpiresAt: new Date(now.getTime() + CONTACT_CONFIRMATION_POLICY.linkTtlMs),
    sentAt: now,
    sendsInWindow: (sameWindow ? contact.sends_in_window : 0) + 1,
    windowStartedAt: sameWindow ? contact.send_window_started_at! : now,
  });
  if (!claimed) throw tooSoon(CONTACT_CONFIRMATION_POLICY.resendSeconds);
  const link = await siteLink(app, account.locale, `/confirmation?token=${token}`);
  try {
    await app.messageSender.deliver(composeMessage(account, contact, code, link, welcome));
  } catch (error) {
    await contacts.withdrawConfirmation(contact.id, now, contact);
    throw error;
  }
}

/**
 * After registration: the confirmation message to each new contact (one that never had one; a
 * social registration's address got its own when the account was made), welcoming the player. A
 * contact that cannot be reached now keeps the account intact; the player asks again from the
 * profile, and the log tells the operator.
 */
export async function sendRegistrationConfirmations(
  app: FastifyInstance,
  contacts: ContactsRepository,
  account: AccountRow,
): Promise<void> {
  for (const contact of await contacts.listUnconfirmed(account.id)) {
    if (contact.code_sent_at) continue;
    try {
      await sendContactConfirmation(app, contacts, account, contact, { welcome: true });
    } catch (error) {
      app.log.warn({ err: error, contactId: contact.id }, 'the confirmation message after registration could not be sent');
    }
  }
}
