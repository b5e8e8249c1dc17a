import type { FastifyInstance } from 'fastify';
import type { AccountRow, ContactRow } from '../../db/tables/account';
import { siteLink } from '../../core/site-link';
import { fillTemplate } from '../../messaging/localized-texts';
import { accountTextsIn } from '../mail-texts';
import type { PlayerRepositories } from '../repositories/player-repositories';
import { signUnsubscribeToken } from './unsubscribe-token';

/**
 * The one rule of who may receive marketing: a contact the player subscribed and confirmed
 * (double opt-in: an address someone else typed never gets offers), of an account that is not
 * banned and not blocked from marketing (a self-exclusion blocks it until its end).
 */
export function mayReceiveMarketing(
  account: Pick<AccountRow, 'is_banned' | 'marketing_blocked_until'>,
  contact: Pick<ContactRow, 'is_subscribed' | 'is_confirmed'>,
  now = new Date(),
): boolean {
  if (account.is_banned || isMarketingBlocked(account, now)) return false;
  return contact.is_subscribed && contact.is_confirmed;
}

export function isMarketingBlocked(account: Pick<AccountRow, 'marketing_blocked_until'>, now = new Date()): boolean {
  return account.marketing_blocked_until !== null && account.marketing_blocked_until > now;
}

/** A marketing message in the player's locale; the unsubscribe footer is added per contact. */
export interface MarketingMessage {
  subject: string;
  body: string;
}

export type MarketingComposer = (locale: string) => MarketingMessage;

/**
 * Sends a marketing message to every contact of the account that may receive it, each with its
 * own signed unsubscribe link (mail and SMS alike). Resolves to how many messages left. Every
 * marketing message goes through here, so none goes out without the link or against the rule.
 */
export async function sendMarketing(
  app: FastifyInstance,
  players: PlayerRepositories,
  accountId: number,
  compose: MarketingComposer,
): Promise<number> {
  const account = await players.accounts.findById(accountId);
  if (!account) return 0;
  const now = new Date();
  const recipients = (await players.contacts.listForAccount(accountId)).filter((contact) => mayReceiveMarketing(account, contact, now));
  if (recipients.length === 0) return 0;
  const message = compose(account.locale);
  const footer = accountTextsIn(account.locale).marketing.footer;
  for (const contact of recipients) {
    const token = await signUnsubscribeToken(players.signingKeys, { accountId, contactId: contact.id });
    const link = await siteLink(app, account.locale, `/unsubscribe?token=${token}`);
    const body = `${message.body}\n\n--\n${fillTemplate(footer, { link })}`;
    await app.messageSender.deliver(
      contact.kind === 'email'
        ? { channel: 'mail', recipient: contact.value, subject: message.subject, body, accountId }
        : { channel: 'sms', recipient: `+${contact.value}`, body, accountId },
    );
  }
  return recipients.length;
}

/**
 * Stops marketing to the account inside the caller's transaction: every contact unsubscribed,
 * and with `until` no subscribing again before then (a self-exclusion's end; a far date for a
 * permanent one). A block only ever grows: a shorter one never cuts a longer one short.
 * Resolves to the contacts it unsubscribed.
 */
export async function stopMarketing(players: PlayerRepositories, accountId: number, until: Date | null): Promise<ContactRow[]> {
  const unsubscribed = await players.contacts.unsubscribeAll(accountId);
  const current = until ? (await players.accounts.findById(accountId))?.marketing_blocked_until : null;
  const blockedUntil = until && (!current || current < until) ? until : null;
  await players.accounts.update(accountId, { is_subscribed: false, ...(blockedUntil ? { marketing_blocked_until: blockedUntil } : {}) });
  return unsubscribed;
}
