import type { FastifyInstance } from 'fastify';
import { apiContract } from '@nfx/api-contract';
import type { StaffRole } from '@nfx/validation';
import { api, authenticatorCode } from '../helpers/api';
import type { TestApp } from '../helpers/test-app';

const PASSWORD = 'Back-office#2026';
let counter = 0;

export type StaffMethod = keyof typeof apiContract.staff;

/** A staff call as the back office makes it (GET with a query, POST with a form body). */
export function staffCall(app: FastifyInstance, method: StaffMethod, cookie = '', body: Record<string, string> = {}) {
  const verb = apiContract.staff[method].verb;
  return api(app, verb, `staff/${method}`, { cookie, body, query: verb === 'GET' ? body : {} });
}

/** A staff member of `role`, created, enrolled and signed in through the calls the back office makes; answers its cookie. */
export async function signedInStaffMember(testApp: TestApp, role: StaffRole): Promise<{ id: number; email: string; cookie: string }> {
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
  const enrol = await staffCall(app, 'enrol', '', { token, password: PASSWORD });
  const secret = enrol.body.payload.totp_secret as string;
  expect((await staffCall(app, 'confirmEnrolment', '', { token, code: authenticatorCode(secret) })).body.status).toBe('ok');
  const signIn = await staffCall(app, 'signIn', '', { email, password: PASSWORD, code: authenticatorCode(secret) });
  const cookie = signIn.response.cookies.find((entry) => entry.name === 'nfx_staff');
  expect(cookie?.value).toBeTruthy();
  return { id: account.id, email, cookie: `nfx_staff=${cookie!.value}` };
}
