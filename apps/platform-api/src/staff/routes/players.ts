import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { staffCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import type { AccountRow } from '../../db/tables/account';
import { defineStaffCall } from '../http/define-staff-call';
import type { StaffPrincipal } from '../services/staff-sessions';
import type { StaffArea } from '../staff-area';

const SEARCH_LIMIT = 50;
const SESSIONS_SHOWN = 20;
const decimal = (minor: number) => (minor / 100).toFixed(2);
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type SummaryRow = Pick<
  AccountRow,
  'id' | 'login' | 'email' | 'first_name' | 'last_name' | 'fakename' | 'country_code' | 'currency' | 'is_banned' | 'reg_time'
>;

const summaryOf = (row: SummaryRow) => ({
  id: Number(row.id),
  login: row.login,
  email: row.email,
  name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.fakename || '',
  country: row.country_code,
  currency: row.currency,
  registered_at: new Date(row.reg_time).toISOString(),
  is_banned: Boolean(row.is_banned),
});

const noSuchPlayer = () => new ApiError('InvalidParameter', 'No such player', { invalidParameters: { id: ['validation.wrongField'] } });

/** staff.findPlayers, staff.playerCard and the card's actions; each action is audited in the transaction of its change. */
export function registerPlayerRoutes(app: FastifyInstance, area: StaffArea): void {
  const db = () => app.database.db;

  defineStaffCall(app, staffCalls.findPlayers, {
    permission: 'players.read',
    handler: async ({ input }) => {
      const query = input.query;
      const pattern = `%${literal(query.toLowerCase())}%`;
      const rows = await db()
        .selectFrom('accounts')
        .select(['id', 'login', 'email', 'first_name', 'last_name', 'fakename', 'country_code', 'currency', 'is_banned', 'reg_time'])
        .where((eb) =>
          eb.or([
            ...(/^\d{1,9}$/.test(query) ? [eb('id', '=', Number(query))] : []),
            eb(eb.fn('lower', ['login']), 'like', pattern),
            eb(eb.fn('lower', ['email']), 'like', pattern),
            eb(sql<string>`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`, 'like', pattern),
          ]),
        )
        .orderBy('id', 'desc')
        .limit(SEARCH_LIMIT)
        .execute();
      return { items: rows.map(summaryOf) };
    },
  });

  defineStaffCall(app, staffCalls.playerCard, {
    permission: 'players.read',
    handler: async ({ input }) => {
      const account = await app.players.findById(input.id);
      if (!account) throw noSuchPlayer();
      const balances = await app.wallet.balances(db(), account.id, account.currency);
      const sessions = await db()
        .selectFrom('sessions')
        .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
        .where('account_id', '=', account.id)
        .orderBy('last_seen_at', 'desc')
        .limit(SESSIONS_SHOWN)
        .execute();
      const kyc = await db().selectFrom('identity_applicants').select('status').where('account_id', '=', account.id).executeTakeFirst();
      return {
        player: summaryOf(account),
        locale: account.locale,
        is_verified: Boolean(account.is_verified),
        two_factor_enabled: Boolean(account.two_factor_enabled),
        kyc_status: kyc?.status ?? null,
        balances: {
          main: decimal(balances.main),
          bonus: decimal(balances.bonus),
          betting_bonus: decimal(balances.bettingBonus),
          pending_withdrawal: decimal(balances.pendingWithdrawal),
        },
        sessions: sessions.map((session) => ({
          id: Number(session.id),
          created_at: new Date(session.created_at).toISOString(),
          last_seen_at: new Date(session.last_seen_at).toISOString(),
          ip: session.ip,
          user_agent: session.user_agent,
        })),
      };
    },
  });

  /** One player action: the change, its sessions' end where it says so, and the audit row, in one transaction. */
  async function act(
    staff: StaffPrincipal,
    request: FastifyRequest,
    input: { id: number; reason: string },
    action: string,
    change: (account: AccountRow) => {
      before: Record<string, unknown>;
      after: Record<string, unknown>;
      update?: Record<string, unknown>;
      endSessions?: boolean;
    },
  ): Promise<1> {
    const account = await app.players.findById(input.id);
    if (!account) throw noSuchPlayer();
    const planned = change(account);
    await app.players.transaction(async (players, trx) => {
      if (planned.update) await players.update(account.id, planned.update);
      if (planned.endSessions) await players.endSessions(account.id);
      await area.auditLog.append(trx, {
        staffId: staff.staffId,
        role: staff.role,
        action,
        targetType: 'player',
        targetId: account.id,
        before: planned.before,
        after: planned.after,
        reason: input.reason,
        ip: request.ip,
      });
    });
    app.players.forget(account.id);
    await app.players.forgetSessions(account.id);
    return 1;
  }

  defineStaffCall(app, staffCalls.blockPlayer, {
    permission: 'blocks',
    handler: async ({ input, staff, request }) =>
      act(staff, request, input, 'player.blocked', (account) => ({
        before: { is_banned: Boolean(account.is_banned) },
        after: { is_banned: true },
        update: { is_banned: true },
        endSessions: true,
      })),
  });
  defineStaffCall(app, staffCalls.unblockPlayer, {
    permission: 'blocks',
    handler: async ({ input, staff, request }) =>
      act(staff, request, input, 'player.unblocked', (account) => ({
        before: { is_banned: Boolean(account.is_banned) },
        after: { is_banned: false },
        update: { is_banned: false },
      })),
  });
  defineStaffCall(app, staffCalls.signOutPlayer, {
    permission: 'blocks',
    handler: async ({ input, staff, request }) =>
      act(staff, request, input, 'player.signed_out', () => ({ before: {}, after: { sessions: 0 }, endSessions: true })),
  });
  defineStaffCall(app, staffCalls.resetPlayerTwoFactor, {
    permission: 'blocks',
    handler: async ({ input, staff, request }) =>
      act(staff, request, input, 'player.two_factor_reset', (account) => ({
        before: { two_factor_enabled: Boolean(account.two_factor_enabled) },
        after: { two_factor_enabled: false },
        update: { two_factor_enabled: false, two_factor_secret: null, two_factor_pending_secret: null },
      })),
  });
}
