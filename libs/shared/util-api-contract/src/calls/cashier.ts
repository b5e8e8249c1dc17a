import * as v from 'valibot';
import { countryCodeRule, encodeMessage, formInt, formList, maxLengthMessage, messageKeys, parseSum, sumRule } from '@nfx/validation';
import { callsOf } from '../define-call';
import { idParam, inputObject, integerParam, queryInput, sysnameParam } from '../params';
import { pageOf } from '../responses';
import {
  DEPOSIT_STATUSES,
  HISTORY_TYPES,
  WITHDRAWAL_STATUSES,
  bankSchema,
  campaignOfferSchema,
  depositInfoSchema,
  depositSettingsSchema,
  depositStartSchema,
  historyItemSchema,
  withdrawSettingsSchema,
  withdrawalSchema,
} from './cashier-shapes';

const cashierCall = callsOf('cashier');
const campaignsCall = callsOf('campaigns');

/** Page size of the history tabs and of the wallet's recent transactions (§9). */
export const CASHIER_HISTORY_PAGE_SIZE = 4;
export const CASHIER_HISTORY_MAX_COUNT = 50;
const MAX_REQUISITES = 8;
const MAX_REQUISITE_LENGTH = 100;

/** An amount by the Sum rule (§5: whole units, thousands commas allowed); the method's bounds are checked by the API. */
const amountParam = v.pipe(sumRule(), v.transform(parseSum));

/** Requisites as an object of short texts, or its JSON (how a form body carries an object). */
const requisitesParam = v.optional(
  v.pipe(
    v.union(
      [v.pipe(v.string(messageKeys.type), v.maxLength(2048, maxLengthMessage(2048))), v.record(v.string(), v.unknown())],
      messageKeys.type,
    ),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      let value: unknown = dataset.value;
      if (typeof value === 'string') {
        try {
          value = value === '' ? {} : JSON.parse(value);
        } catch {
          value = undefined;
        }
      }
      const entries = value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : undefined;
      const fits =
        entries !== undefined &&
        entries.length <= MAX_REQUISITES &&
        entries.every(
          ([name, text]) =>
            /^[a-z][a-z_]{0,31}$/.test(name) && typeof text === 'string' && text.length <= MAX_REQUISITE_LENGTH && !text.includes('\u0000'),
        );
      if (!fits) {
        addIssue({ message: messageKeys.type });
        return NEVER;
      }
      return Object.fromEntries(entries) as Record<string, string>;
    }),
  ),
  {},
);

/** `campaign_offer_id`: an offer's id, or -1 (the default) for none. */
const campaignOfferIdParam = v.optional(formInt({ min: -1, max: 2_147_483_647 }), -1);

const statusesParam = v.optional(formList([...new Set([...DEPOSIT_STATUSES, ...WITHDRAWAL_STATUSES])]));

const historyTypeParam = v.optional(
  v.picklist(HISTORY_TYPES, encodeMessage(messageKeys.oneOf, { values: HISTORY_TYPES.join(',') })),
  'deposit',
);

export const cashierCalls = {
  getdepositsettings: cashierCall('getdepositsettings', 'GET', {
    summary:
      'Deposit methods in the player’s currency (min/max in whole units, fee, requisites to ask), and amount presets per currency keyed {amount}_{currency}',
    input: queryInput({}),
    response: depositSettingsSchema,
    auth: 'required',
  }),
  makedeposit: cashierCall('makedeposit', 'POST', {
    summary:
      'Starts a deposit (method sysname, amount by the Sum rule, campaign_offer_id default -1, requisites as an object or its JSON); answers the deposit and where to send the player (the provider’s page or an outcome page). Takes an Idempotency-Key',
    idempotencyKey: true,
    input: inputObject({ method: sysnameParam, amount: amountParam, campaign_offer_id: campaignOfferIdParam, requisites: requisitesParam }),
    response: depositStartSchema,
    auth: 'required',
  }),
  getdepositinfo: cashierCall('getdepositinfo', 'GET', {
    summary: 'One deposit of the player by id (status, amount, method, masked requisites); the outcome pages poll it',
    input: queryInput({ id: idParam }),
    response: depositInfoSchema,
    auth: 'required',
  }),
  gethistory: cashierCall('gethistory', 'GET', {
    summary:
      'A page of the player’s deposits, withdrawals, bonuses or cashbacks (type; offset, count default 4; statuses filter), newest first',
    input: queryInput({
      offset: integerParam(0, 1_000_000, 0),
      count: integerParam(1, CASHIER_HISTORY_MAX_COUNT, CASHIER_HISTORY_PAGE_SIZE),
      type: historyTypeParam,
      statuses: statusesParam,
    }),
    response: pageOf(historyItemSchema),
    auth: 'required',
  }),
  getwithdrawsettings: cashierCall('getwithdrawsettings', 'GET', {
    summary: 'Withdrawal methods, what may be withdrawn now, the limits and what the player must do first',
    input: queryInput({}),
    response: withdrawSettingsSchema,
    auth: 'required',
  }),
  makewithdrawal: cashierCall('makewithdrawal', 'POST', {
    summary:
      'Requests a withdrawal (method sysname, amount by the Sum rule, requisites); the amount is held until it is paid, declined or cancelled. Takes an Idempotency-Key',
    idempotencyKey: true,
    input: inputObject({ method: sysnameParam, amount: amountParam, requisites: requisitesParam }),
    response: withdrawalSchema,
    auth: 'required',
  }),
  cancelwithdrawal: cashierCall('cancelwithdrawal', 'POST', {
    summary:
      'Cancels a pending withdrawal of the player (the held amount returns to the main balance). Takes an Idempotency-Key. Answers the withdrawal',
    idempotencyKey: true,
    input: inputObject({ id: idParam }),
    response: withdrawalSchema,
    auth: 'required',
  }),
  getwithdrawalinfo: cashierCall('getwithdrawalinfo', 'GET', {
    summary: 'One withdrawal of the player by id (status, amount, method, masked requisites, decline reason); its receipt shows it',
    input: queryInput({ id: idParam }),
    response: withdrawalSchema,
    auth: 'required',
  }),
  getbanks: cashierCall('getbanks', 'GET', {
    summary: 'Banks a transfer may come from or go to (optionally of one country)',
    input: queryInput({ country: v.optional(countryCodeRule()) }),
    response: v.object({ items: v.array(bankSchema) }),
    auth: 'required',
  }),
};

/** campaigns.getoffers, as far as the deposit form needs it (the deposit-triggered offers). */
export const campaignOffersCalls = {
  getoffers: campaignsCall('getoffers', 'GET', {
    summary: 'Offers a deposit may take (trigger, description, promotions, params.exclude_methods, user_satisfies_params); offset',
    input: queryInput({ offset: integerParam(0, 1_000_000, 0) }),
    response: pageOf(campaignOfferSchema),
  }),
};
