import type { FastifyInstance } from 'fastify';
import { STAFF_LEDGER_PAGE_SIZE, staffPlayersCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { minorUnitsToDecimal } from '@nfx/validation';
import type { AccountRow } from '../../db/tables/account';
import { fingerprintOf, requireIdempotencyKey, runOnce } from '../../http/idempotency';
import { defineStaffCall } from '../http/define-staff-call';
import { createStaffPlayersRepository } from '../repositories/staff-players-repository';
import type { StaffArea } from '../staff-context';
import { bonusOf, exclusionOf, limitOf } from './player-card-wire';

type SummaryRow = Pick<
  AccountRow,
  'id' | 'login' | 'email' | 'first_name' | 'last_name' | 'fakename' | 'country_code' | 'currency' | 'is_banned' | 'reg_time'
>;

const iso = (at: Date | string) => new Date(at).toISOString();

const summaryOf = (row: SummaryRow) => ({
  id: Number(row.id),
  login: row.login,
  email: row.email,
  name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.fakename || '',
  country: row.country_code,
  currency: row.currency,
  registered_at: iso(row.reg_time),
  is_banned: Boolean(row.is_banned),
});

export const noSuchPlayer = () =>
  new ApiError('InvalidParameter', 'No such player', { invalidParameters: { id: ['validation.wrongField'] } });

/** staff.findPlayers, staff.playerCard, the card's ledger and the notes colleagues leave on a player. */
export function registerPlayerRoutes(app: FastifyInstance, area: StaffArea): void {
  const db = () => app.database.db;
  const players = createStaffPlayersRepository();
  const existing = async (id: number) => {
    const account = await app.players.findById(id);
    if (!account) throw noSuchPlayer();
    return account;
  };

  defineStaffCall(app, staffPlayersCalls.findPlayers, {
    permission: 'players.read',
    handler: async ({ input }) => ({ items: (await players.search(db(), input.query)).map(summaryOf) }),
  });

  defineStaffCall(app, staffPlayersCalls.playerCard, {
    permission: 'players.read',
    handler: async ({ input }) => {
      const account = await existing(input.id);
      const [balances, sessions, kycStatus, limits, exclusion, history, bonuses] = await Promise.all([
        app.wallet.balances(db(), account.id, account.currency),
        players.sessions(db(), account.id),
        players.kycStatus(db(), account.id),
        players.limits(db(), account.id),
        players.exclusion(db(), account.id),
        players.protectionHistory(db(), account.id),
        players.bonuses(db(), account.id),
      ]);
      return {
        player: summaryOf(account),
        locale: account.locale,
        is_verified: Boolean(account.is_verified),
        two_factor_enabled: Boolean(account.two_factor_enabled),
        kyc_status: kycStatus,
        balances: {
          main: minorUnitsToDecimal(balances.main),
          bonus: minorUnitsToDecimal(balances.bonus),
          betting_bonus: minorUnitsToDecimal(balances.bettingBonus),
          pending_withdrawal: minorUnitsToDecimal(balances.pendingWithdrawal),
        },
        sessions: sessions.map((session) => ({
          id: Number(session.id),
          created_at: iso(session.created_at),
          last_seen_at: iso(session.last_seen_at),
          ip: session.ip,
          user_agent: session.user_agent,
        })),
        limits: limits.map(limitOf),
        exclusion: exclusionOf(exclusion),
        protection_history: history.map((row) => ({ at: iso(row.created_at), action: row.action, details: row.details })),
        bonuses: bonuses.map(bonusOf),
      };
    },
  });

  defineStaffCall(app, staffPlayersCalls.playerLedger, {
    permission: 'players.read',
    handler: async ({ input }) => {
      const account = await existing(input.id);
      const { rows, hasMore } = await players.ledgerPage(db(), account.id, input.page, STAFF_LEDGER_PAGE_SIZE);
      return {
        items: rows.map((row) => ({
          transfer_id: Number(row.transfer_id),
          at: iso(row.created_at),
          kind: row.kind,
          account: row.account,
          amount: minorUnitsToDecimal(row.signed_amount),
          balance_after: minorUnitsToDecimal(row.balance_after),
          currency: row.currency,
          reference: row.reference_type ? `${row.reference_type}:${row.reference_id ?? ''}` : null,
        })),
        has_more: hasMore,
      };
    },
  });

  defineStaffCall(app, staffPlayersCalls.playerNotes, {
    permission: 'players.read',
    handler: async ({ input }) => {
      const account = await existing(input.id);
      const notes = await players.notes(db(), account.id);
      return {
        items: notes.map((note) => ({ id: Number(note.id), at: iso(note.created_at), staff_email: note.staff_email, text: note.text })),
      };
    },
  });

  defineStaffCall(app, staffPlayersCalls.addPlayerNote, {
    permission: 'players.notes',
    handler: async ({ input, staff, request }) => {
      const key = requireIdempotencyKey(request);
      const account = await existing(input.id);
      // The note and its audit row land together: a note nobody can trace to a person is not kept.
      // Under the request's Idempotency-Key, so a retry of a lost answer adds no second note.
      const once = { accountId: staff.staffId, call: 'staff.addPlayerNote', key, fingerprint: fingerprintOf({ input }) };
      const note = await db()
        .transaction()
        .execute((trx) =>
          runOnce(trx, once, async () => {
            const added = await players.addNote(trx, { accountId: account.id, staffId: staff.staffId, text: input.text });
            await area.auditLog.append(trx, {
              staffId: staff.staffId,
              role: staff.role,
              action: 'player.note_added',
              targetType: 'player',
              targetId: account.id,
              before: null,
              after: { note_id: Number(added.id) },
              reason: null,
              ip: request.ip,
            });
            return added;
          }),
        );
      return { id: Number(note.id), at: iso(note.created_at), staff_email: staff.email, text: input.text };
    },
  });
}
