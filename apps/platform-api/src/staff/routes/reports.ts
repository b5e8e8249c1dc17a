import type { FastifyInstance } from 'fastify';
import { staffReportsCalls } from '@nfx/api-contract';
import { minorUnitsToDecimal } from '@nfx/validation';
import { defineStaffCall } from '../http/define-staff-call';
import { createStaffReportsRepository, type DailyFigures } from '../repositories/staff-reports-repository';

type Figures = Omit<DailyFigures, 'day'>;
const ADDED_UP = ['depositCount', 'depositAmount', 'withdrawalCount', 'withdrawalAmount', 'betCount', 'stakes', 'wins'] as const;

/** Each currency's figures added up over the range, in minor units (currencies are never mixed). */
export function totalsByCurrency(days: readonly DailyFigures[]): Figures[] {
  const totals = new Map<string, Figures>();
  for (const figures of days) {
    const total = totals.get(figures.currency) ?? {
      currency: figures.currency,
      ...(Object.fromEntries(ADDED_UP.map((name) => [name, 0])) as Record<(typeof ADDED_UP)[number], number>),
    };
    for (const name of ADDED_UP) total[name] += figures[name];
    totals.set(figures.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Minor units to the wire's decimal strings; GGR is worked out here, once, from the same integers. */
function wire(figures: Figures) {
  return {
    currency: figures.currency,
    deposit_count: figures.depositCount,
    deposit_amount: minorUnitsToDecimal(figures.depositAmount),
    withdrawal_count: figures.withdrawalCount,
    withdrawal_amount: minorUnitsToDecimal(figures.withdrawalAmount),
    bet_count: figures.betCount,
    stakes: minorUnitsToDecimal(figures.stakes),
    wins: minorUnitsToDecimal(figures.wins),
    ggr: minorUnitsToDecimal(figures.stakes - figures.wins),
  };
}

/**
 * staff.dailyReport: the money of each UTC day from the ledger (see the repository for what counts
 * and why). A read, like the other lists of the back office, so it writes no audit row.
 */
export function registerReportRoutes(app: FastifyInstance): void {
  const reports = createStaffReportsRepository();

  defineStaffCall(app, staffReportsCalls.dailyReport, {
    permission: 'reports',
    handler: async ({ input }) => {
      const days = await reports.daily(app.database.db, input.from, input.to);
      return {
        from: input.from,
        to: input.to,
        days: days.map((figures) => ({ day: figures.day, ...wire(figures) })),
        totals: totalsByCurrency(days).map(wire),
      };
    },
  });
}
