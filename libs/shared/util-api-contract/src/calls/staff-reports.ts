import * as v from 'valibot';
import { staffReportRangeSchema } from '@nfx/validation';
import { callsOf } from '../define-call';
import { queryInput } from '../params';
import { decimalAmountSchema } from '../responses';

const staffCall = callsOf('staff');

/** What moved in one currency over a day (or, in `totals`, over the whole range). Amounts are decimal strings. */
const dailyFiguresEntries = {
  currency: v.string(),
  /** Deposits credited to players' main balances (before the method's fee; refunds are not taken off). */
  deposit_count: v.number(),
  deposit_amount: decimalAmountSchema,
  /** Withdrawals paid out: the held money left for the payment provider. */
  withdrawal_count: v.number(),
  withdrawal_amount: decimalAmountSchema,
  /** Casino rounds and sports bets staked with real money; `stakes` net of stakes given back (void bets). */
  bet_count: v.number(),
  stakes: decimalAmountSchema,
  /** Real money won back to players' main balances. */
  wins: decimalAmountSchema,
  /** Gross gaming revenue: stakes − wins (negative on a day players won more than they staked). */
  ggr: decimalAmountSchema,
};

const dailyRowSchema = v.object({ day: v.string(), ...dailyFiguresEntries });

/** The back office's daily report (issue 41): permission `reports`; reading it changes nothing, so nothing is audited. */
export const staffReportsCalls = {
  dailyReport: staffCall('dailyReport', 'GET', {
    summary:
      'Deposits, paid withdrawals, real-money bets, wins and gross gaming revenue per UTC day and currency, from `from` to `to` (yyyy-mm-dd, both included, at most 92 days); days without money movements have no row; `totals` adds each currency up over the range (reports)',
    // The common query and the range, each with its own rules; their issues are reported together.
    input: v.intersect([queryInput({}), staffReportRangeSchema]),
    response: v.object({
      from: v.string(),
      to: v.string(),
      days: v.array(dailyRowSchema),
      totals: v.array(v.object(dailyFiguresEntries)),
    }),
  }),
};
