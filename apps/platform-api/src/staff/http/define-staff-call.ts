import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiCall, CallInput, CallResult } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { defineApiCall } from '../../http/define-api-call';
import { type StaffPermission, roleMay } from '../permissions';
import type { StaffPrincipal } from '../services/staff-sessions';
import { staffCookie } from '../services/staff-session-policy';

export interface StaffCallContext<TInput> {
  input: TInput;
  request: FastifyRequest;
  staff: StaffPrincipal;
}

export interface StaffCallImplementation<TCall extends ApiCall> {
  /** The permission the call needs; a role without it answers AccessDeniedException and nothing runs. */
  permission: StaffPermission | 'signed-in';
  rateLimit?: { max: number; timeWindow: string | number };
  handler(context: StaffCallContext<CallInput<TCall>>): Promise<CallResult<TCall>>;
}

/** The staff member of the request's staff cookie, or null; a player's session never counts. */
export async function staffOf(app: FastifyInstance, request: FastifyRequest): Promise<StaffPrincipal | null> {
  const token = request.cookies[staffCookie(app.config.backofficeOrigin).name];
  if (!token || token.length > 128) return null;
  return app.staff.sessions.resolve(app.database.db, token);
}

/**
 * Registers a staff call: the contract's input and response schemas (through `defineApiCall`),
 * then the staff session and the role's permission, checked before the handler on every call.
 */
export function defineStaffCall<TCall extends ApiCall>(
  app: FastifyInstance,
  call: TCall,
  implementation: StaffCallImplementation<TCall>,
): void {
  defineApiCall<ApiCall>(app, call, {
    ...(implementation.rateLimit ? { rateLimit: implementation.rateLimit } : {}),
    handler: async ({ input, request }: { input: unknown; request: FastifyRequest }) => {
      const staff = await staffOf(app, request);
      if (!staff) throw new ApiError('Authorization', 'Staff sign-in required');
      if (implementation.permission !== 'signed-in' && !roleMay(staff.role, implementation.permission)) {
        throw new ApiError('AccessDenied', 'Your role does not allow this', { code: 'staff_permission' });
      }
      return implementation.handler({ input: input as CallInput<TCall>, request, staff });
    },
  });
}
