import type { FastifyInstance } from 'fastify';
import { apiContract } from '@nfx/api-contract';
import { STAFF_ROLES, type StaffRole } from '@nfx/validation';
import { roleMay, type StaffPermission } from '../../src/staff/permissions';
import { api, authenticatorCode, type CallResult } from '../helpers/api';
import type { TestApp } from '../helpers/test-app';

/** The password every test staff member enrols with. */
export const STAFF_PASSWORD = 'Back-office#2026';
let counter = 0;

export type StaffMethod = keyof typeof apiContract.staff;

/** A staff call as the back office makes it (GET with a query, POST with a form body). */
export function staffCall(app: FastifyInstance, method: StaffMethod, cookie = '', body: Record<string, string> = {}) {
  const verb = apiContract.staff[method].verb;
  return api(app, verb, `staff/${method}`, { cookie, body, query: verb === 'GET' ? body : {} });
}

export interface SignedInStaff {
  id: number;
  email: string;
  cookie: string;
}

export interface EnrolledStaff {
  id: number;
  email: string;
  /** The authenticator secret the member confirmed enrolment with. */
  secret: string;
}

/** A staff member of `role`, created and enrolled (password and authenticator) through the calls the back office makes. */
export async function enrolledStaffMember(testApp: TestApp, role: StaffRole): Promise<EnrolledStaff> {
  counter += 1;
  const app = testApp.app;
  const email = `${role}-${Date.now().toString(36)}${counter}@staff.example.com`;
  const { account, enrolmentUrl } = await app.staff.enrolment.createAccount(testApp.database.db, {
    email,
    role,
    createdBy: null,
    publicOrigin: testApp.config.publicOrigin,
  });
  const token = new URL(enrolmentUrl).searchParams.get('token')!;
  const enrol = await staffCall(app, 'enrol', '', { token, password: STAFF_PASSWORD });
  const secret = enrol.body.payload.totp_secret as string;
  expect((await staffCall(app, 'confirmEnrolment', '', { token, code: authenticatorCode(secret) })).body.status).toBe('ok');
  return { id: account.id, email, secret };
}

/** A staff member of `role`, created, enrolled and signed in through the calls the back office makes; answers its cookie. */
export async function signedInStaffMember(testApp: TestApp, role: StaffRole): Promise<SignedInStaff> {
  const { id, email, secret } = await enrolledStaffMember(testApp, role);
  const signIn = await staffCall(testApp.app, 'signIn', '', { email, password: STAFF_PASSWORD, code: authenticatorCode(secret) });
  const cookie = signIn.response.cookies.find((entry) => entry.name === 'nfx_staff');
  expect(cookie?.value).toBeTruthy();
  return { id, email, cookie: `nfx_staff=${cookie!.value}` };
}

/** One signed-in member of every role: their cookies, emails and ids by role. */
export async function signedInStaffOfEveryRole(testApp: TestApp): Promise<{
  cookies: Record<StaffRole, string>;
  emails: Record<StaffRole, string>;
  ids: Record<StaffRole, number>;
}> {
  const members = [] as Array<[StaffRole, SignedInStaff]>;
  for (const role of STAFF_ROLES) members.push([role, await signedInStaffMember(testApp, role)]);
  const byRole = <T>(pick: (member: SignedInStaff) => T) =>
    Object.fromEntries(members.map(([role, member]) => [role, pick(member)])) as Record<StaffRole, T>;
  return { cookies: byRole((member) => member.cookie), emails: byRole((member) => member.email), ids: byRole((member) => member.id) };
}

/** A guarded call: the permission it needs, and how to make it with a cookie (with an input that is valid, so a refusal is about the caller). */
export interface GuardedCall {
  method: string;
  permission: StaffPermission;
  ask: (cookie: string) => Promise<CallResult>;
}

/** Each call of `calls` (method → a valid input) as the back office makes it, with the permission `permissionOf` names. */
export function guardedStaffCalls(
  app: FastifyInstance,
  calls: Partial<Record<StaffMethod, Record<string, string>>>,
  permissionOf: (method: StaffMethod) => StaffPermission,
): GuardedCall[] {
  return (Object.entries(calls) as Array<[StaffMethod, Record<string, string>]>).map(([method, body]) => ({
    method,
    permission: permissionOf(method),
    ask: (cookie) => staffCall(app, method, cookie, body),
  }));
}

/**
 * The staff guard seen from outside: every call is refused without a staff session (401), with a
 * player's session (401), and for each role its permission does not open (403 `staff_permission`);
 * the permission opens exactly the roles `holders` names. The holders themselves are asked only
 * with `askHolders` (their inputs must then change nothing), and must not be refused.
 */
export async function expectOnlyHoldersServed(
  calls: readonly GuardedCall[],
  {
    cookies,
    holders,
    playerCookie,
    askHolders = false,
  }: {
    cookies: Partial<Record<StaffRole, string>>;
    holders: (permission: StaffPermission) => readonly StaffRole[];
    playerCookie?: string;
    askHolders?: boolean;
  },
): Promise<void> {
  for (const { method, permission, ask } of calls) {
    expect([method, (await ask('')).statusCode]).toEqual([method, 401]);
    if (playerCookie !== undefined) expect([method, (await ask(playerCookie)).statusCode]).toEqual([method, 401]);
    for (const role of STAFF_ROLES) {
      const allowed = roleMay(role, permission);
      expect([method, role, allowed]).toEqual([method, role, holders(permission).includes(role)]);
      if (allowed && !askHolders) continue;
      const answer = await ask(cookies[role]!);
      expect([method, role, answer.statusCode === 403]).toEqual([method, role, !allowed]);
      if (!allowed) expect(answer.body.error).toMatchObject({ type: 'AccessDeniedException', code: 'staff_permission' });
    }
  }
}
