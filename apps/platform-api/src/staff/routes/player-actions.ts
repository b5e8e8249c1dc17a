import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffPlayersCalls } from '@nfx/api-contract';
import type { AccountRow } from '../../db/tables/account';
import { defineStaffCall } from '../http/define-staff-call';
import type { StaffPrincipal } from '../services/staff-sessions';
import type { StaffArea } from '../staff-context';
import { noSuchPlayer } from './players';

interface PlannedChange {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  update?: Record<string, unknown>;
  endSessions?: boolean;
}

/** The card's actions (compliance's `blocks`): each change and its audit row in one transaction. */
export function registerPlayerActionRoutes(app: FastifyInstance, area: StaffArea): void {
  async function act(
    staff: StaffPrincipal,
    request: FastifyRequest,
    input: { id: number; reason: string },
    action: string,
    change: (account: AccountRow) => PlannedChange,
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

  defineStaffCall(app, staffPlayersCalls.blockPlayer, {
    permission: 'blocks',
    handler: async ({ input, staff, request }) =>
      act(staff, request, input, 'player.blocked', (account) => ({
        before: { is_banned: Boolean(account.is_banned) },
        after: { is_banned: true },
        update: { is_banned: true },
        endSessions: true,
      })),
  });
  defineStaffCall(app, staffPlayersCalls.unblockPlayer, {
    permission: 'blocks',
    handler: async ({ input, staff, request }) =>
      act(staff, request, input, 'player.unblocked', (account) => ({
        before: { is_banned: Boolean(account.is_banned) },
        after: { is_banned: false },
        update: { is_banned: false },
      })),
  });
  defineStaffCall(app, staffPlayersCalls.signOutPlayer, {
    permission: 'blocks',
    handler: async ({ input, staff, request }) =>
      act(staff, request, input, 'player.signed_out', () => ({ before: {}, after: { sessions: 0 }, endSessions: true })),
  });
  defineStaffCall(app, staffPlayersCalls.resetPlayerTwoFactor, {
    permission: 'blocks',
    handler: async ({ input, staff, request }) =>
      act(staff, request, input, 'player.two_factor_reset', (account) => ({
        before: { two_factor_enabled: Boolean(account.two_factor_enabled) },
        after: { two_factor_enabled: false },
        update: { two_factor_enabled: false, two_factor_secret: null, two_factor_pending_secret: null },
      })),
  });
}
