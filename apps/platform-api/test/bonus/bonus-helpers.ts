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
