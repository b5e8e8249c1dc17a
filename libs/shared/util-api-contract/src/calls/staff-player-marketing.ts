import * as v from 'valibot';
import { CASHBACK_RUN_PERIODS, staffCashbackRunSchema, staffNewsletterSchema, staffPlayDaysSchema } from '@nfx/validation';
import { callsOf } from '../define-call';
import { queryInput } from '../params';
import { decimalAmountSchema } from '../responses';

const staffCall = callsOf('staff');

/** How many days of play the cashback page shows: today and the six before it. */
export const STAFF_PLAY_DAYS_SHOWN = 7;

const playerRefSchema = v.object({ id: v.number(), login: v.string() });

/** One UTC day of a player's real-money play in one currency; net loss is staked − won (negative: the player won). */
const playDaySchema = v.object({
  day: v.string(),
  currency: v.string(),
  staked: decimalAmountSchema,
  won: decimalAmountSchema,
  net_loss: decimalAmountSchema,
});

/**
 * The marketing team's cashback runs and one-player newsletters (issue 41), which replaced the
 * demo operator's pages. A player is named by login, email, phone or id (`#123`); one nobody has
 * is refused on `player` (`unknown_player`). Permissions `campaigns` and `newsletters`; every
 * run and send is in the audit log.
 */
export const staffPlayerMarketingCalls = {
  runCashback: staffCall('runCashback', 'POST', {
    summary:
      'Runs the daily cashback job now for the current period so far or the last complete one, for every player or one (`player`); as idempotent as the job: a period that has its cashback gets none more. Answers how many cashbacks it created (campaigns)',
    input: staffCashbackRunSchema,
    response: v.object({
      period: v.picklist(CASHBACK_RUN_PERIODS),
      /** Null: every player. */
      player: v.nullable(playerRefSchema),
      created: v.number(),
    }),
  }),
  playerPlayDays: staffCall('playerPlayDays', 'GET', {
    summary: `A player’s real-money play per UTC day and currency over the last ${STAFF_PLAY_DAYS_SHOWN} days, newest first: what cashback pays back a share of (campaigns)`,
    input: v.intersect([queryInput({}), staffPlayDaysSchema]),
    response: v.object({ player: playerRefSchema, since: v.string(), days: v.array(playDaySchema) }),
  }),
  sendNewsletter: staffCall('sendNewsletter', 'POST', {
    summary:
      'Sends one newsletter to one player: each subscribed and confirmed contact gets it with its own unsubscribe link; nobody unsubscribed, unconfirmed, banned or self-excluded. Takes an Idempotency-Key. Answers how many contacts it went to (newsletters)',
    input: staffNewsletterSchema,
    idempotencyKey: true,
    response: v.object({ player: playerRefSchema, sent: v.number() }),
  }),
};
