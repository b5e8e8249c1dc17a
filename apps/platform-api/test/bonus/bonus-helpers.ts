import type { FastifyInstance } from 'fastify';
import { api } from '../helpers/api';
import { freshKey, type Player } from '../cashier/cashier-helpers';

/** Calls of one bonus area (`bonuses`, `BettingBonuses`, `campaigns`, `cashbacks`) as a signed-in player. */
export function calls(app: FastifyInstance, player: Player, area: string) {
  return {
    get: (method: string, query: Record<string, string> = {}) => api(app, 'GET', `${area}/${method}`, { query, cookie: player.cookie }),
    /** `key` null sends no Idempotency-Key. */
    post: (method: string, body: Record<string, string | number>, key: string | null = freshKey('bonus')) =>
      api(app, 'POST', `${area}/${method}`, { body, cookie: player.cookie, headers: key === null ? {} : { 'idempotency-key': key } }),
  };
}

/** The bonus rows of a player, oldest first (what the engine recorded). */
export async function bonusRows(app: FastifyInstance, accountId: number) {
  return app.database.db.selectFrom('player_bonuses').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
}

/** Every currency's ledger sums to zero and every cached balance matches its transfers. */
export async function expectBalancedLedger(app: FastifyInstance): Promise<void> {
  expect(await app.wallet.audit(app.database.db)).toEqual({ unbalancedCurrencies: [], cacheMismatches: [], negativeAccounts: [] });
}

/** Switches general info's `is_bonus_isolation_enabled` (spec §3) the way an operator's edit would. */
export async function setBonusIsolation(app: FastifyInstance, enabled: boolean): Promise<void> {
  const db = app.database.db;
  const row = await db.selectFrom('site_settings').select('data').where('key', '=', 'general_info').executeTakeFirstOrThrow();
  await db
    .updateTable('site_settings')
    .set({ data: JSON.stringify({ ...row.data, is_bonus_isolation_enabled: enabled }) })
    .where('key', '=', 'general_info')
    .execute();
}

/**
 * A cashback written as the daily job writes one (campaign 5, 10% of the net loss, EUR, still to be
 * paid out), so a spec can go straight to what follows it: listing, payout, expiry, its words. One
 * place for the row's shape, so the specs follow it when the table changes. Returns the id as the
 * API takes it; `receivableForMs` below zero makes its receiving time already over.
 */
export async function insertCashback(
  app: FastifyInstance,
  accountId: number,
  {
    endDate = '2026-01-01',
    netLoss = 1_000,
    receivableForMs = 86_400_000,
  }: { endDate?: string; netLoss?: number; receivableForMs?: number } = {},
): Promise<number> {
  const { id } = await app.database.db
    .insertInto('cashbacks')
    .values({
      account_id: accountId,
      campaign_id: 5,
      period_start: endDate,
      end_date: endDate,
      percent: 10,
      net_loss: netLoss,
      amount: netLoss / 10,
      currency: 'EUR',
      status: 'active',
      receiving_expired_at: new Date(Date.now() + receivableForMs),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}
