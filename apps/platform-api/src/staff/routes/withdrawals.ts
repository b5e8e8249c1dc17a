import type { FastifyInstance } from 'fastify';
import { staffCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { minorUnitsToDecimal } from '@nfx/validation';
import { defineStaffCall } from '../http/define-staff-call';
import type { StaffArea } from '../staff-context';

const notPending = () =>
  new ApiError('InvalidRequest', 'This withdrawal is no longer waiting for a decision', { code: 'withdrawal_decided' });

/** staff.withdrawals and the payments team's decisions; the cashier moves the money, the audit log records who. */
export function registerWithdrawalRoutes(app: FastifyInstance, area: StaffArea): void {
  const db = () => app.database.db;
  const snapshot = (id: number) => area.withdrawals.find(db(), id);

  defineStaffCall(app, staffCalls.withdrawals, {
    permission: 'withdrawals',
    handler: async ({ input }) => {
      const rows = await area.withdrawals.list(db(), input.view);
      return {
        items: rows.map((row) => ({
          id: Number(row.id),
          player_id: Number(row.account_id),
          login: row.login,
          amount: minorUnitsToDecimal(row.amount),
          currency: row.currency,
          method: row.method,
          status: row.status,
          requisites: (typeof row.requisites === 'string' ? JSON.parse(row.requisites) : row.requisites) as Record<string, string>,
          created_at: new Date(row.created_at).toISOString(),
          updated_at: new Date(row.updated_at).toISOString(),
          decline_reason: row.decline_reason,
          awaits_manual_payout: row.awaitsManualPayout,
        })),
      };
    },
  });

  defineStaffCall(app, staffCalls.approveWithdrawal, {
    permission: 'withdrawals',
    handler: async ({ input, staff, request }) => {
      const before = await snapshot(input.id);
      if (!(await app.cashier.approveWithdrawal(input.id))) throw notPending();
      await area.audit(staff, request, {
        action: 'withdrawal.approved',
        targetType: 'withdrawal',
        targetId: input.id,
        before: { status: before?.status },
        after: {
          status: (await snapshot(input.id))?.status,
          amount: before && minorUnitsToDecimal(before.amount),
          currency: before?.currency,
        },
      });
      return 1 as const;
    },
  });

  defineStaffCall(app, staffCalls.declineWithdrawal, {
    permission: 'withdrawals',
    handler: async ({ input, staff, request }) => {
      const before = await snapshot(input.id);
      if (!(await app.cashier.declineWithdrawal(input.id, input.reason))) throw notPending();
      await area.audit(staff, request, {
        action: 'withdrawal.declined',
        targetType: 'withdrawal',
        targetId: input.id,
        before: { status: before?.status },
        after: { status: 'declined' },
        reason: input.reason,
      });
      return 1 as const;
    },
  });

  defineStaffCall(app, staffCalls.confirmPayout, {
    permission: 'withdrawals',
    handler: async ({ input, staff, request }) => {
      if (input.outcome === 'declined' && !input.reason)
        throw new ApiError('InvalidParameter', 'Say why the payout could not be made', {
          invalidParameters: { reason: ['validation.required'] },
        });
      const before = await snapshot(input.id);
      const outcome = await app.cashier.settleManualPayout(input.id, input.outcome, input.reason);
      if (outcome !== 'applied')
        throw new ApiError('InvalidRequest', 'This payout is not waiting for a confirmation', { code: 'payout_not_waiting' });
      await area.audit(staff, request, {
        action: `withdrawal.payout_${input.outcome}`,
        targetType: 'withdrawal',
        targetId: input.id,
        before: { status: before?.status },
        after: { status: (await snapshot(input.id))?.status },
        reason: input.reason ?? null,
      });
      return 1 as const;
    },
  });
}
