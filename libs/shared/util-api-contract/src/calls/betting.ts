import * as v from 'valibot';
import { encodeMessage, formFlag, messageKeys, stakeRule } from '@nfx/validation';
import { callsOf } from '../define-call';
import { idParam, inputObject, integerParam, queryInput } from '../params';
import { pageOf } from '../responses';
import { betSchema, SPORTS, sportEventSchema, sportSummarySchema } from './betting-shapes';

const bettingCall = callsOf('betting');

/** Selections in one bet: one is a single, two or more an accumulator. */
export const MAX_BET_SELECTIONS = 10;
export const BETS_PAGE_SIZE = 20;

/**
 * A stake in decimal units with at most two decimals ("2", "2.5", "2,50"), answered as typed: its
 * minor units depend on the player's currency (ISO 4217 exponent), which the API reads with the account.
 */
export const stakeParam = stakeRule();

const selectionEntry = v.object({
  id: v.pipe(v.number(messageKeys.type), v.integer(messageKeys.integer), v.minValue(1, messageKeys.wrongField), v.maxValue(2_147_483_647)),
  price: v.pipe(v.number(messageKeys.type), v.integer(messageKeys.integer), v.minValue(101, messageKeys.wrongField), v.maxValue(100_000)),
});

/** `[{"id": 12, "price": 185}, …]` as JSON (how a form body carries it) or as an array; the price is the one the slip showed. */
export const selectionsParam = v.pipe(
  v.union([v.pipe(v.string(messageKeys.type), v.maxLength(2048, messageKeys.maxLength)), v.array(v.unknown())], messageKeys.type),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    let value: unknown = dataset.value;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        value = undefined;
      }
    }
    if (!Array.isArray(value)) {
      addIssue({ message: messageKeys.type });
      return NEVER;
    }
    return value as unknown[];
  }),
  v.array(selectionEntry, messageKeys.type),
  v.minLength(1, messageKeys.required),
  v.maxLength(MAX_BET_SELECTIONS, encodeMessage(messageKeys.maxLength, { max: MAX_BET_SELECTIONS })),
  v.check((items) => new Set(items.map((item) => item.id)).size === items.length, messageKeys.wrongField),
);

export const bettingCalls = {
  getsports: bettingCall('getsports', 'GET', {
    summary: 'Sports of the book with their competitions and how many events of each are live and upcoming',
    input: queryInput({}),
    response: v.object({ items: v.array(sportSummarySchema) }),
  }),
  getevents: bettingCall('getevents', 'GET', {
    summary:
      'Events with their markets and prices (hundredths: 185 is 1.85), live first then by start; filtered by sport, competition and status (live, upcoming); limit',
    input: queryInput({
      sport: v.optional(v.picklist(SPORTS, encodeMessage(messageKeys.oneOf, { values: SPORTS.join(',') }))),
      competition: v.optional(idParam),
      status: v.optional(v.picklist(['live', 'upcoming'], encodeMessage(messageKeys.oneOf, { values: 'live,upcoming' }))),
      limit: integerParam(1, 100, 50),
    }),
    response: v.object({ items: v.array(sportEventSchema) }),
  }),
  getevent: bettingCall('getevent', 'GET', {
    summary: 'One event with all its markets and current prices (finished events too, with their score)',
    input: queryInput({ id: idParam }),
    response: sportEventSchema,
  }),
  placebet: bettingCall('placebet', 'POST', {
    summary:
      'Places one bet: a single (one selection) or an accumulator (2–10 selections of different events). selections: JSON [{id, price}] with the prices the slip showed; stake in decimal units; accept_odds_changes 1 takes current prices, otherwise a changed price is refused (InvalidRequest, code price_changed, error_data.prices). free_bet_id: an active free bet of the player (BettingBonuses.get) pays the stake, which must be its amount, at its min_price or more; refused with free_bet_id INVALID (not the player’s), InvalidRequest code free_bet_used, free_bet_not_active, free_bet_expired, free_bet_stake (error_data.stake) or free_bet_min_price (error_data.min_price). A free bet’s stake is not returned: potential_payout and a win are the winnings without it. Takes an Idempotency-Key',
    idempotencyKey: true,
    input: inputObject({
      selections: selectionsParam,
      stake: stakeParam,
      accept_odds_changes: v.optional(formFlag(), '0'),
      free_bet_id: v.optional(idParam),
    }),
    response: betSchema,
    auth: 'required',
  }),
  getbets: bettingCall('getbets', 'GET', {
    summary: 'A page of the player’s sports bets, newest first (status open or settled; offset, count)',
    input: queryInput({
      status: v.optional(v.picklist(['open', 'settled'], encodeMessage(messageKeys.oneOf, { values: 'open,settled' }))),
      offset: integerParam(0, 1_000_000, 0),
      count: integerParam(1, 50, BETS_PAGE_SIZE),
    }),
    response: pageOf(betSchema),
    auth: 'required',
  }),
};
