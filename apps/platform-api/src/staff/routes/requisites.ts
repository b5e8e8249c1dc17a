import type { FastifyInstance } from 'fastify';
import { staffRequisitesCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { defineStaffCall } from '../http/define-staff-call';
import type { StaffArea } from '../staff-context';

type Row = Awaited<ReturnType<FastifyInstance['cashier']['requisitesQueue']>>['waiting'][number];

const itemOf = (row: Row) => ({
  player_id: Number(row.account_id),
  login: row.login,
  method: row.method,
  requisites: (typeof row.requisites === 'string' ? JSON.parse(row.requisites) : row.requisites) as Record<string, string>,
  digest: row.digest,
  status: row.status,
  created_at: new Date(row.created_at).toISOString(),
  decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
});

const notWaiting = () =>
  new ApiError('InvalidRequest', 'These requisites are no longer waiting for a decision', { code: 'requisites_decided' });

/**
 * staff.payoutRequisites and the payments team's decisions on them. The cashier keeps the rule
 * (`services/payout-requisites.ts`) and the rows; the audit log records who decided and why.
 */
export function registerRequisitesRoutes(app: FastifyInstance, area: StaffArea): void {
  defineStaffCall(app, staffRequisitesCalls.payoutRequisites, {
    permission: 'requisites',
    handler: async () => {
      const { waiting, decided } = await app.cashier.requisitesQueue();
      return { waiting: waiting.map(itemOf), decided: decided.map(itemOf) };
    },
  });

  for (const [call, answer] of [
    [staffRequisitesCalls.verifyRequisites, 'verify'],
    [staffRequisitesCalls.rejectRequisites, 'reject'],
  ] as const) {
    defineStaffCall(app, call, {
      permission: 'requisites',
      handler: async ({ input, staff, request }) => {
        if (!(await app.cashier.decideRequisites(input.player_id, input.digest, answer))) throw notWaiting();
        await area.audit(staff, request, {
          action: answer === 'verify' ? 'requisites.verified' : 'requisites.rejected',
          targetType: 'player',
          targetId: input.player_id,
          before: { status: 'verifying', digest: input.digest },
          after: { status: answer === 'verify' ? 'verified' : 'rejected' },
          reason: input.reason ?? null,
        });
        return 1 as const;
      },
    });
  }
}
