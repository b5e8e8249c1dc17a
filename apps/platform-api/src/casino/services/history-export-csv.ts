import { sql } from 'kysely';
import type { Bet, HistoryExportKind } from '@nfx/api-contract';
import { minorToDecimal } from '@nfx/money';
import { betsForExport } from '../../account/services/bet-history-export';
import type { Db } from '../../db/database';

/** Rows one export may hold; a player's history beyond that needs a narrower date range. */
export const MAX_EXPORT_ROWS = 100_000;

export interface ExportRequest {
  account_id: number;
  kind: HistoryExportKind;
  date_from: string | null;
  date_to: string | null;
}

function csvCell(value: string | number): string {
  const text = String(value);
  // Quote everything that could break the row, and neutralise spreadsheet formulas.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvOf = (header: string, rows: (string | number)[][]) => ({
  csv: `${[header, ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n')}\r\n`,
  rowCount: rows.length,
});

/** Decimal odds from the API's hundredths (185 → 1.85). */
const odds = (hundredths: number) => (hundredths / 100).toFixed(2);

async function casinoRounds(db: Db, request: ExportRequest) {
  let query = db
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .select(['r.id', 'r.created_at', 'g.name', 'r.mode', 'r.stake', 'r.win', 'r.currency'])
    .where('r.account_id', '=', request.account_id);
  if (request.date_from) query = query.where(sql<boolean>`r.created_at >= ${request.date_from}::date`);
  if (request.date_to) query = query.where(sql<boolean>`r.created_at < ${request.date_to}::date + 1`);
  const rows = await query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(MAX_EXPORT_ROWS).execute();
  return csvOf(
    'round_id,date,game,mode,stake,win,currency',
    rows.map((row) => [
      row.id,
      row.created_at.toISOString(),
      row.name,
      row.mode,
      minorToDecimal(row.stake, row.currency),
      minorToDecimal(row.win, row.currency),
      row.currency,
    ]),
  );
}

/** A bet's selections in one cell: "football: Home v Away, total 2.5, over @ 1.85 (won); …". */
function selectionsOf(bet: Bet): string {
  return bet.legs
    .map((leg) => {
      const market = leg.line === null ? leg.market : `${leg.market} ${leg.line}`;
      const outcome = leg.outcome ? ` (${leg.outcome})` : '';
      return `${leg.sport}: ${leg.home} v ${leg.away}, ${market}, ${leg.code} @ ${odds(leg.price)}${outcome}`;
    })
    .join('; ');
}

/**
 * One row per bet. `free_bet` says whether a free bet paid the stake (`true`; its win pays without
 * the stake) or the player's balance did (`false`). Headers and values are the API's own names, the
 * same in every locale, so a spreadsheet or script reads any player's file alike; the column is
 * last so files read by position keep their meaning.
 */
async function sportsBets(db: Db, request: ExportRequest) {
  const bets = await betsForExport(db, request.account_id, request, MAX_EXPORT_ROWS);
  return csvOf(
    'bet_id,placed_at,settled_at,kind,status,selections,odds,stake,payout,currency,free_bet',
    bets.map((bet) => [
      bet.id,
      bet.placed_at,
      bet.settled_at ?? '',
      bet.kind,
      bet.status,
      selectionsOf(bet),
      odds(bet.price),
      bet.stake.amount.toFixed(2),
      bet.payout === null ? '' : bet.payout.amount.toFixed(2),
      bet.stake.currency,
      bet.free_bet_id === null ? 'false' : 'true',
    ]),
  );
}

/** The CSV of one export request: its kind's rows in its date range, newest first. */
export function exportCsv(db: Db, request: ExportRequest): Promise<{ csv: string; rowCount: number }> {
  return request.kind === 'sports' ? sportsBets(db, request) : casinoRounds(db, request);
}
