import * as v from 'valibot';
import { encodeMessage, messageKeys } from '@nfx/validation';
import { callsOf } from '../define-call';
import { integerParam, queryInput } from '../params';
import { pageOf } from '../responses';
import { BET_STATUSES, betSchema } from './betting-shapes';

const accountCall = callsOf('account');

/**
 * The profile's bet history (spec §2 `/profile/bets/history`, issue 16): the player's sports bets
 * beside the casino rounds of `games.getHistory`. An `account.*` call because the history is the
 * account's record of what the player did, read by the profile; a bet has the shape the betting
 * calls answer with, so the two never drift apart.
 */
export const betHistoryCalls = {
  getBetHistory: accountCall('getBetHistory', 'GET', {
    summary: "The player's sports bets with their selections, newest first (offset, count default 10 max 100, status open|won|lost|void)",
    input: queryInput({
      status: v.optional(v.picklist(BET_STATUSES, encodeMessage(messageKeys.oneOf, { values: BET_STATUSES.join(',') }))),
      offset: integerParam(0, 1_000_000, 0),
      count: integerParam(1, 100, 10),
    }),
    response: pageOf(betSchema),
    auth: 'required',
  }),
};
