import * as v from 'valibot';
import { encodeMessage, formList, messageKeys } from '@nfx/validation';
import { type AreaCallFactory, callsOf } from '../define-call';
import { fieldList, idParam, inputObject, integerParam, queryInput } from '../params';
import { oneSchema, pageOf, withFields } from '../responses';
import { BONUS_FIELDS, BONUS_STATUSES, CASHBACK_FIELDS, CASHBACK_STATUSES, bonusSchema, cashbackSchema } from './bonus-shapes';

const bonusesCall = callsOf('bonuses');
const bettingBonusesCall = callsOf('BettingBonuses');
const campaignsCall = callsOf('campaigns');
const cashbacksCall = callsOf('cashbacks');

export const BONUSES_MAX_COUNT = 50;
/** §9: the cashback history is paged like the cashier's (4); the unseen check asks for 1. */
export const CASHBACKS_PAGE_SIZE = 4;

const PROMO_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const bonusIdInput = inputObject({ bonus_id: idParam });

const bonusListInput = queryInput({
  count: integerParam(1, BONUSES_MAX_COUNT, 10),
  offset: integerParam(0, 10_000, 0),
  fields: v.optional(fieldList(BONUS_FIELDS)),
  status: v.optional(formList(BONUS_STATUSES)),
});

/**
 * The calls of a list of the signed-in player's bonuses, alike for the casino's (`bonuses`) and the
 * betting ones (`BettingBonuses`): a page of the list, activating one and removing one, each area
 * with its own words.
 */
function bonusListCalls<const TArea extends string>(
  call: AreaCallFactory<TArea>,
  summaries: { get: string; activate: string; remove: string },
) {
  return {
    get: call('get', 'GET', {
      summary: summaries.get,
      input: bonusListInput,
      response: pageOf(withFields(bonusSchema)),
      auth: 'required',
    }),
    activate: call('activate', 'POST', {
      summary: summaries.activate,
      idempotencyKey: true,
      input: bonusIdInput,
      response: bonusSchema,
      auth: 'required',
    }),
    remove: call('remove', 'POST', {
      summary: summaries.remove,
      idempotencyKey: true,
      input: bonusIdInput,
      response: oneSchema,
      auth: 'required',
    }),
  };
}

const casinoBonusList = bonusListCalls(bonusesCall, {
  get: "The signed-in player's casino bonuses, newest first (count, offset, fields, status: a comma list of statuses)",
  activate:
    'Activates an available bonus (its money moves to the bonus balance and wagering starts); one active bonus at a time. Takes an Idempotency-Key',
  remove: 'Removes a bonus from the list (an active one is cancelled first, its money forfeited). Takes an Idempotency-Key. Answers 1',
});

export const bonusesCalls = {
  get: casinoBonusList.get,
  activate: casinoBonusList.activate,
  deactivate: bonusesCall('deactivate', 'POST', {
    summary: 'Cancels the active bonus: its money leaves the bonus balance and its wagering is lost. Takes an Idempotency-Key',
    idempotencyKey: true,
    input: bonusIdInput,
    response: bonusSchema,
    auth: 'required',
  }),
  remove: casinoBonusList.remove,
};

export const bettingBonusesCalls = bonusListCalls(bettingBonusesCall, {
  get: "The signed-in player's betting bonuses (free bets), newest first",
  activate: 'Activates an available betting bonus (its money moves to the betting bonus balance). Takes an Idempotency-Key',
  remove: 'Removes a betting bonus (an active one is forfeited first). Takes an Idempotency-Key. Answers 1',
});

/** The campaigns calls that give bonuses; `campaigns.getoffers` and `checkPromocode` live beside them (content, cashier). */
export const campaignBonusCalls = {
  activateOffer: campaignsCall('activateOffer', 'POST', {
    summary:
      'Applies a promo code: grants its campaign’s bonus once per player. Failures are InvalidParameterException with promo_code INVALID (or the code’s first error). Takes an Idempotency-Key',
    idempotencyKey: true,
    input: inputObject(
      { promo_code: v.pipe(v.string('INVALID'), v.trim(), v.regex(PROMO_CODE, 'INVALID')), fields: v.optional(fieldList(BONUS_FIELDS)) },
      'INVALID',
    ),
    response: bonusSchema,
    auth: 'required',
  }),
  takepromotions: campaignsCall('takepromotions', 'POST', {
    summary:
      'Takes an offer: a deposit offer is kept for the next deposit, an offer without a deposit grants its bonus now (once). Takes an Idempotency-Key',
    idempotencyKey: true,
    input: inputObject({ offer_id: idParam }),
    response: v.object({ offer_id: v.number(), bonus: v.nullable(bonusSchema) }),
    auth: 'required',
  }),
};

export const cashbacksCalls = {
  get: cashbacksCall('get', 'GET', {
    summary: "The signed-in player's cashbacks (count, offset, sort end_date|created_at, order asc|desc, statuses, fields)",
    input: queryInput({
      count: integerParam(1, BONUSES_MAX_COUNT, CASHBACKS_PAGE_SIZE),
      offset: integerParam(0, 10_000, 0),
      sort: v.optional(
        v.picklist(['end_date', 'created_at'], encodeMessage(messageKeys.oneOf, { values: 'end_date,created_at' })),
        'end_date',
      ),
      order: v.optional(v.picklist(['asc', 'desc'], encodeMessage(messageKeys.oneOf, { values: 'asc,desc' })), 'desc'),
      statuses: v.optional(formList(CASHBACK_STATUSES)),
      fields: v.optional(fieldList(CASHBACK_FIELDS)),
    }),
    response: pageOf(withFields(cashbackSchema)),
    auth: 'required',
  }),
  payout: cashbacksCall('payout', 'POST', {
    summary: 'Pays an active cashback into the main balance, once. Takes an Idempotency-Key. Answers the cashback',
    idempotencyKey: true,
    input: inputObject({ cashback_id: idParam }),
    response: cashbackSchema,
    auth: 'required',
  }),
  remove: cashbacksCall('remove', 'POST', {
    summary: 'Hides a cashback from the list (an unpaid one can no longer be paid out). Answers 1',
    input: inputObject({ cashback_id: idParam }),
    response: oneSchema,
    auth: 'required',
  }),
};
