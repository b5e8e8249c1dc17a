import * as v from 'valibot';
import { requiredText, staffPlayerNoteRule, staffReasonRule } from '@nfx/validation';
import { actionsOf, callsOf } from '../define-call';
import { idParam, inputObject, integerParam, queryInput } from '../params';
import { decimalAmountSchema, timestampSchema } from '../responses';

const staffCall = callsOf('staff');

/** Ledger entries per page of a player's card. */
export const STAFF_LEDGER_PAGE_SIZE = 50;

const playerSummarySchema = v.object({
  id: v.number(),
  login: v.string(),
  email: v.nullable(v.string()),
  name: v.string(),
  country: v.nullable(v.string()),
  currency: v.string(),
  registered_at: timestampSchema,
  is_banned: v.boolean(),
});

/** A limit as the player set it: money kinds in decimal amounts per period, the session limit in minutes. */
const playerLimitSchema = v.object({
  kind: v.string(),
  amount: v.nullable(decimalAmountSchema),
  minutes: v.nullable(v.number()),
  period_days: v.nullable(v.number()),
  currency: v.string(),
  /** A raise or removal waiting out its 24 hours. */
  pending: v.nullable(
    v.object({
      amount: v.nullable(decimalAmountSchema),
      minutes: v.nullable(v.number()),
      period_days: v.nullable(v.number()),
      removal: v.boolean(),
      applies_at: v.nullable(timestampSchema),
    }),
  ),
  updated_at: timestampSchema,
});

const playerBonusSchema = v.object({
  id: v.number(),
  title: v.string(),
  wallet: v.string(),
  status: v.string(),
  amount: decimalAmountSchema,
  currency: v.string(),
  wagering_required: decimalAmountSchema,
  wagered: decimalAmountSchema,
  source: v.string(),
  created_at: timestampSchema,
  expires_at: timestampSchema,
});

const playerCardSchema = v.object({
  player: playerSummarySchema,
  locale: v.string(),
  is_verified: v.boolean(),
  two_factor_enabled: v.boolean(),
  kyc_status: v.nullable(v.string()),
  balances: v.object({
    main: decimalAmountSchema,
    bonus: decimalAmountSchema,
    betting_bonus: decimalAmountSchema,
    pending_withdrawal: decimalAmountSchema,
  }),
  sessions: v.array(
    v.object({
      id: v.number(),
      created_at: timestampSchema,
      last_seen_at: timestampSchema,
      ip: v.nullable(v.string()),
      user_agent: v.nullable(v.string()),
    }),
  ),
  limits: v.array(playerLimitSchema),
  exclusion: v.nullable(
    v.object({
      kind: v.string(),
      started_at: v.nullable(timestampSchema),
      ends_at: v.nullable(timestampSchema),
      permanent: v.boolean(),
    }),
  ),
  /** The player's own protection changes, newest first (the staff's are in the audit log). */
  protection_history: v.array(v.object({ at: timestampSchema, action: v.string(), details: v.record(v.string(), v.unknown()) })),
  bonuses: v.array(playerBonusSchema),
});

/** One posting on one of the player's ledger accounts; `amount` is signed from the player's side. */
const ledgerEntrySchema = v.object({
  transfer_id: v.number(),
  at: timestampSchema,
  kind: v.string(),
  account: v.string(),
  amount: decimalAmountSchema,
  balance_after: decimalAmountSchema,
  currency: v.string(),
  reference: v.nullable(v.string()),
});

const playerNoteSchema = v.object({ id: v.number(), at: timestampSchema, staff_email: v.string(), text: v.string() });

const staffAction = actionsOf('staff');

/** The input of a player action of the card: the player and why (written to the audit log). */
const playerActionInput = inputObject({ id: idParam, reason: staffReasonRule() });

/** A player action of the card: it takes `playerActionInput` and answers 1. */
const playerAction = <const TMethod extends string>(method: TMethod, summary: string) =>
  staffAction(method, { summary, input: playerActionInput });

/** The player search and card of the back office (support reads and notes; compliance acts). */
export const staffPlayersCalls = {
  findPlayers: staffCall('findPlayers', 'GET', {
    summary: 'Players whose id, login, email, phone or name matches (players.read)',
    input: queryInput({ query: requiredText(254) }),
    response: v.object({ items: v.array(playerSummarySchema) }),
  }),
  playerCard: staffCall('playerCard', 'GET', {
    summary: 'A player’s card: profile, balances, sessions, verification, limits and exclusion with their history, bonuses (players.read)',
    input: queryInput({ id: idParam }),
    response: playerCardSchema,
  }),
  playerLedger: staffCall('playerLedger', 'GET', {
    summary: `A player’s ledger entries, newest first, ${STAFF_LEDGER_PAGE_SIZE} per page (players.read)`,
    input: queryInput({ id: idParam, page: integerParam(1, 1000, 1) }),
    response: v.object({ items: v.array(ledgerEntrySchema), has_more: v.boolean() }),
  }),
  playerNotes: staffCall('playerNotes', 'GET', {
    summary: 'Staff notes on a player, newest first; never shown to the player (players.read)',
    input: queryInput({ id: idParam }),
    response: v.object({ items: v.array(playerNoteSchema) }),
  }),
  addPlayerNote: staffCall('addPlayerNote', 'POST', {
    summary:
      'Adds a note to a player for colleagues. Takes an Idempotency-Key: a retry adds nothing and answers the first note (players.notes)',
    idempotencyKey: true,
    input: inputObject({ id: idParam, text: staffPlayerNoteRule() }),
    response: playerNoteSchema,
  }),
  blockPlayer: playerAction('blockPlayer', 'Blocks a player (signed out everywhere; sign-in refused) with a reason (blocks)'),
  unblockPlayer: playerAction('unblockPlayer', 'Lifts a player’s block with a reason (blocks)'),
  signOutPlayer: playerAction('signOutPlayer', 'Ends every session of a player with a reason (blocks)'),
  resetPlayerTwoFactor: playerAction(
    'resetPlayerTwoFactor',
    'Switches a player’s two-factor sign-in off (a lost phone) with a reason (blocks)',
  ),
};
