import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_FEEDBACK_PAGE_SIZE, staffFeedbackCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import type { AlongWithFeedback } from '../../content/content-context';
import type { FeedbackRow } from '../../content/repositories/feedback-repository';
import { defineStaffCall } from '../http/define-staff-call';
import type { StaffPrincipal } from '../services/staff-sessions';
import type { StaffArea } from '../staff-context';

const itemOf = (row: FeedbackRow) => ({
  id: row.id,
  player_id: row.account_id === null ? null : Number(row.account_id),
  name: row.name,
  email: row.email,
  locale: row.locale,
  message: row.message,
  created_at: new Date(row.created_at).toISOString(),
  answered_at: row.answered_at ? new Date(row.answered_at).toISOString() : null,
});

/**
 * staff.feedback and the support team's marks on it. The content area keeps the messages
 * (`app.content`); the audit row joins the change's transaction.
 */
export function registerFeedbackRoutes(app: FastifyInstance, area: StaffArea): void {
  defineStaffCall(app, staffFeedbackCalls.feedback, {
    permission: 'feedback',
    handler: async ({ input }) => {
      const { items, hasMore, waiting } = await app.content.feedbackInbox(
        { view: input.view, query: input.query || undefined },
        input.page,
        STAFF_FEEDBACK_PAGE_SIZE,
      );
      return { items: items.map(itemOf), has_more: hasMore, waiting };
    },
  });

  /** The audit row of a mark, written in its transaction. */
  const auditRow =
    (staff: StaffPrincipal, request: FastifyRequest, action: string, before: string, after: string): AlongWithFeedback =>
    (trx, message) =>
      area.auditLog.append(trx, {
        staffId: staff.staffId,
        role: staff.role,
        action,
        targetType: 'feedback',
        targetId: message.id,
        before: { status: before },
        after: { status: after },
        ip: request.ip,
      });

  defineStaffCall(app, staffFeedbackCalls.markFeedbackAnswered, {
    permission: 'feedback',
    handler: async ({ input, staff, request }) => {
      if (!(await app.content.markFeedbackAnswered(input.id, auditRow(staff, request, 'feedback.answered', 'waiting', 'answered'))))
        throw new ApiError('InvalidRequest', 'This message is no longer waiting for an answer', { code: 'feedback_not_waiting' });
      return 1 as const;
    },
  });

  defineStaffCall(app, staffFeedbackCalls.reopenFeedback, {
    permission: 'feedback',
    handler: async ({ input, staff, request }) => {
      if (!(await app.content.reopenFeedback(input.id, auditRow(staff, request, 'feedback.reopened', 'answered', 'waiting'))))
        throw new ApiError('InvalidRequest', 'This message is not marked answered', { code: 'feedback_not_answered' });
      return 1 as const;
    },
  });
}
