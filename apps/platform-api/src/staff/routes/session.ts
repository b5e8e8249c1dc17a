import type { FastifyInstance } from 'fastify';
import { staffCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { defineStaffCall } from '../http/define-staff-call';
import { permissionsOf, type StaffRole } from '../permissions';
import type { StaffArea } from '../staff-context';
import { staffCookie } from '../services/staff-session-policy';

const identity = (staff: { staffId: number; email: string; role: string }) => ({
  staff_id: staff.staffId,
  email: staff.email,
  role: staff.role as StaffRole,
  permissions: [...permissionsOf(staff.role)],
});

/** staff.signIn, staff.signOut, staff.me: the staff session and its own cookie. */
export function registerSessionRoutes(app: FastifyInstance, { signIn, sessions, auditLog }: StaffArea): void {
  const cookie = staffCookie(app.config.backofficeOrigin);

  defineApiCall(app, staffCalls.signIn, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async ({ input, request, reply }) => {
      const account = await signIn(app.database.db, { ...input, ip: request.ip });
      const token = await sessions.start(app.database.db, {
        staffId: account.id,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      });
      reply.setCookie(cookie.name, token, cookie.options);
      await auditLog.append(app.database.db, { staffId: account.id, role: account.role, action: 'staff.signed_in', ip: request.ip });
      return identity({ staffId: account.id, email: account.email, role: account.role });
    },
  });

  defineApiCall(app, staffCalls.signOut, {
    handler: async ({ request, reply }) => {
      const token = request.cookies[cookie.name];
      if (token && token.length <= 128) await sessions.end(app.database.db, token);
      reply.clearCookie(cookie.name, { path: '/' });
      return 1 as const;
    },
  });

  defineStaffCall(app, staffCalls.me, { permission: 'signed-in', handler: async ({ staff }) => identity(staff) });
}
