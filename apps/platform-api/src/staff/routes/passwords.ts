import type { FastifyInstance } from 'fastify';
import { staffCalls } from '@nfx/api-contract';
import { answerNoSoonerThan } from '../../auth/services/password-reset';
import { defineApiCall } from '../../http/define-api-call';
import { defineStaffCall } from '../http/define-staff-call';
import type { StaffArea } from '../staff-context';

/** forgotPassword answers no sooner than this, whether or not it sent a link: the time tells no prober which emails are staff. */
export const FORGOT_ANSWER_FLOOR_MS = 250;
/** Few tries per address: a reset code or a current password must stay a guess. */
export const PASSWORD_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };

/**
 * staff.forgotPassword, staff.resetPassword, staff.changePassword: the back office's forms over
 * the same service as the content source's `/nfx/auth/*` endpoints (`routes/content-source.ts`).
 */
export function registerPasswordRoutes(app: FastifyInstance, { passwords }: StaffArea): void {
  const db = () => app.database.db;

  defineApiCall(app, staffCalls.forgotPassword, {
    rateLimit: PASSWORD_RATE_LIMIT,
    handler: async ({ input, request }) => {
      const startedAt = performance.now();
      try {
        await passwords.forgot(db(), { email: input.email, backofficeOrigin: app.config.backofficeOrigin, ip: request.ip });
      } catch (error) {
        // An error here would answer differently for staff addresses; the log (without the link) tells the operator.
        request.log.error({ err: error }, 'staff password reset mail could not be sent');
      }
      await answerNoSoonerThan(startedAt, FORGOT_ANSWER_FLOOR_MS);
      return 1 as const;
    },
  });

  defineApiCall(app, staffCalls.resetPassword, {
    rateLimit: PASSWORD_RATE_LIMIT,
    handler: async ({ input, request }) => {
      await passwords.reset(db(), { code: input.code, password: input.password, ip: request.ip });
      return 1 as const;
    },
  });

  defineStaffCall(app, staffCalls.changePassword, {
    permission: 'signed-in',
    rateLimit: PASSWORD_RATE_LIMIT,
    handler: async ({ input, request, staff }) => {
      await passwords.change(db(), { staff, currentPassword: input.currentPassword, password: input.password, ip: request.ip });
      return 1 as const;
    },
  });
}
