import type { FastifyInstance } from 'fastify';
import { staffRefundsCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { encodeMessage, messageKeys, minorUnitsToDecimal } from '@nfx/validation';
import { defineStaffCall } from '../http/define-staff-call';
import { createStaffRefundsRepository } from '../repositories/staff-refunds-repository';
import type { StaffArea } from '../staff-context';

const REFUNDABLE = ['success', 'partially_refunded'];

const requisitesOf = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, string>;

const notRefundable = () =>
  new ApiError('InvalidRequest', 'This deposit cannot be refunded now: it is not paid, or refunded in full', {
    code: 'refund_not_refundable',
  });
const tooMuch = (left: number) =>
  new ApiError('InvalidParameter', 'More than is left of this deposit', {
    invalidParameters: { amount: [encodeMessage(messageKeys.maxValue, { max: minorUnitsToDecimal(left) })] },
  });

/**
 * staff.refunds and the payments team's refunds. The cashier asks the provider and moves the money
 * on its signed callback (`app.cashier`); staff read deposits here and the audit log records who.
 */
export function registerRefundRoutes(app: FastifyInstance, area: StaffArea): void {
  const db = () => app.database.db;
  const deposits = createStaffRefundsRepository();

  defineStaffCall(app, staffRefundsCalls.refunds, {
    permission: 'refunds',
    handler: async ({ input }) => {
      const rows = await deposits.list(db(), input.view, input.query || undefined);
      return {
        items: rows.map((row) => ({
          id: Number(row.id),
          player_id: Number(row.account_id),
          login: row.login,
          email: row.email,
          amount: minorUnitsToDecimal(row.amount),
          fee: minorUnitsToDecimal(row.fee),
          refunded: minorUnitsToDecimal(row.refunded),
          left: minorUnitsToDecimal(REFUNDABLE.includes(row.status) ? Number(row.amount) - Number(row.refunded) : 0),
          currency: row.currency,
          method: row.method,
          status: row.status,
          requisites: requisitesOf(row.requisites),
          created_at: new Date(row.created_at).toISOString(),
          updated_at: new Date(row.updated_at).toISOString(),
        })),
      };
    },
  });

  defineStaffCall(app, staffRefundsCalls.refundDeposit, {
    permission: 'refunds',
    handler: async ({ input, staff, request }) => {
      const deposit = await app.cashier.refundable(input.id);
      if (!deposit) throw notRefundable();
      if (input.amount > deposit.left) throw tooMuch(deposit.left);
      const before = await deposits.find(db(), input.id);
      const outcome = await app.cashier.refundDeposit(input.id, input.amount);
      if (outcome === 'too_much') throw tooMuch((await app.cashier.refundable(input.id))?.left ?? 0);
      if (outcome === 'not_covered')
        throw new ApiError('InvalidRequest', 'The player’s main balance cannot cover this refund now', { code: 'refund_not_covered' });
      if (outcome !== 'requested') throw notRefundable();
      await area.audit(staff, request, {
        action: 'deposit.refund_requested',
        targetType: 'deposit',
        targetId: input.id,
        before: { status: before?.status, refunded: before && minorUnitsToDecimal(before.refunded) },
        after: { requested: minorUnitsToDecimal(input.amount), currency: deposit.currency },
        reason: input.reason,
      });
      return { outcome };
    },
  });

  defineStaffCall(app, staffRefundsCalls.retryRefund, {
    permission: 'refunds',
    handler: async ({ input, staff, request }) => {
      const before = await deposits.find(db(), input.id);
      const outcome = await app.cashier.retryRefund(input.id);
      if (outcome === 'not_refundable')
        throw new ApiError('InvalidRequest', 'No refund of this deposit is waiting for review', { code: 'refund_not_in_review' });
      // Still not covered: nothing moved, so nothing to audit.
      if (outcome !== 'review') {
        const after = await deposits.find(db(), input.id);
        await area.audit(staff, request, {
          action: 'deposit.refund_retried',
          targetType: 'deposit',
          targetId: input.id,
          before: { status: before?.status, refunded: before && minorUnitsToDecimal(before.refunded) },
          after: { status: after?.status, refunded: after && minorUnitsToDecimal(after.refunded) },
        });
      }
      return { outcome };
    },
  });
}
