import type { FastifyInstance } from 'fastify';
import { staffCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { StaffRole } from '../permissions';
import type { StaffArea } from '../staff-context';

/** A guessed link must stay a guess: few tries per address. */
const ENROLMENT_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };

/** staff.enrol and staff.confirmEnrolment: the one-time link is the credential; no session yet. */
export function registerEnrolmentRoutes(app: FastifyInstance, { enrolment, auditLog }: StaffArea): void {
  defineApiCall(app, staffCalls.enrol, {
    rateLimit: ENROLMENT_RATE_LIMIT,
    handler: async ({ input }) => {
      const { totpSecret, otpauthUri } = await enrolment.enrol(app.database.db, input);
      return { totp_secret: totpSecret, otpauth_uri: otpauthUri };
    },
  });
  defineApiCall(app, staffCalls.confirmEnrolment, {
    rateLimit: ENROLMENT_RATE_LIMIT,
    handler: async ({ input, request }) => {
      const account = await enrolment.confirm(app.database.db, input);
      await auditLog.append(app.database.db, {
        staffId: account.id,
        role: account.role,
        action: 'staff.enrolled',
        targetType: 'staff',
        targetId: account.id,
        ip: request.ip,
      });
      return { email: account.email, role: account.role as StaffRole };
    },
  });
}
