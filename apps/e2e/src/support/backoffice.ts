import { createHmac } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, request as playwrightRequest } from '@playwright/test';
import { serverMemory } from './server-memory';
import { workerSite } from './test';

/**
 * Staff for browser tests of the back office. The demo seed enrols one admin with a published
 * authenticator secret (`apps/platform-api/src/seed/staff`); tests that need another role have the
 * admin create the account over the staff API, enrol it as its owner would (password, then a code),
 * and get a browser signed in as that person. Tests of enrolment itself drive its pages instead
 * (`security/backoffice.security.ts`).
 */
export const DEMO_ADMIN = { email: 'admin@demo.example.com', password: 'DemoAdmin#2026', totpSecret: 'NFXDEMOADMINTOTPSECRETBASE32AAAA' };
export const STAFF_PASSWORD = 'Staff-pass-2026!';
const QUERY = 'locale=en&version=e2e';

/** RFC 6238 TOTP (HMAC-SHA1, 30 s, 6 digits) from a base32 secret. */
export function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function staffCall<T>(api: APIRequestContext, method: string, form: Record<string, string>): Promise<T> {
  const response = await api.post(`/api/staff/${method}?${QUERY}`, { form });
  const body = (await response.json()) as { status: string; payload: T; error?: unknown };
  expect(body.status, `staff.${method}: ${JSON.stringify(body.error)}`).toBe('ok');
  return body.payload;
}

const STEP_MS = 30_000;
const stepAt = (at: number) => Math.floor(at / STEP_MS);

/**
 * A code of `secret` no sign-in on this server has spent. Each code signs in once, and the server
 * takes the code of the next 30-second step too (RFC 6238's clock-drift allowance, security/totp.ts),
 * as from an authenticator whose clock runs a little ahead: a second sign-in within a step takes
 * that code at once. Only a third within the same step waits for the next step, as a person would.
 * The steps spent are the server's memory (support/server-memory.ts), so a worker that took over
 * the server does not offer a code its predecessor spent.
 */
export async function unspentCode(secret: string, baseUrl = workerSite().baseUrl): Promise<string> {
  const spentSteps = serverMemory<number>(baseUrl, 'spent-authenticator-steps');
  while ((spentSteps.get(secret) ?? -Infinity) > stepAt(Date.now()))
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 200));
  const step = Math.max(stepAt(Date.now()), (spentSteps.get(secret) ?? -Infinity) + 1);
  spentSteps.set(secret, step);
  return totp(secret, step * STEP_MS);
}

/**
 * An API client signed in as a staff member (its own cookie jar), with a code this worker has not
 * spent. When a sign-in elsewhere spent it (a test that signs the demo admin in itself), the next
 * unspent one is tried once more.
 */
export async function staffApi(baseUrl: string, email: string, password: string, secret: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  const signIn = async () => {
    const response = await api.post(`/api/staff/signIn?${QUERY}`, { form: { email, password, code: await unspentCode(secret, baseUrl) } });
    return (await response.json()) as { status: string; error?: { code?: string } };
  };
  let body = await signIn();
  if (body.status !== 'ok' && body.error?.code === 'wrong_credentials') body = await signIn();
  expect(body.status, `staff.signIn: ${JSON.stringify(body.error)}`).toBe('ok');
  return api;
}

export interface StaffMember {
  email: string;
  password: string;
  totpSecret: string;
}

/**
 * The demo admin, signed in over the API once per server and worker. Each sign-in spends an
 * authenticator step, and after two in a step the next waits up to 30 s for a new one: signing in
 * for every enrolment made the third and later roles of a run wait about 20 s each.
 */
const adminClients = new Map<string, Promise<APIRequestContext>>();

function demoAdminApi(baseUrl: string): Promise<APIRequestContext> {
  let client = adminClients.get(baseUrl);
  if (!client) {
    client = staffApi(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN.totpSecret);
    adminClients.set(baseUrl, client);
    void client.catch(() => adminClients.delete(baseUrl));
  }
  return client;
}

/** Creates a staff account as the demo admin; a session another test ended (401) signs in again, once. */
async function createStaffAsAdmin(baseUrl: string, form: Record<string, string>): Promise<{ enrolment_url: string }> {
  const admin = await demoAdminApi(baseUrl);
  const response = await admin.post(`/api/staff/createStaff?${QUERY}`, { form });
  if (response.status() !== 401) {
    const body = (await response.json()) as { status: string; payload: { enrolment_url: string }; error?: unknown };
    expect(body.status, `staff.createStaff: ${JSON.stringify(body.error)}`).toBe('ok');
    return body.payload;
  }
  adminClients.delete(baseUrl);
  await admin.dispose();
  return staffCall(await demoAdminApi(baseUrl), 'createStaff', form);
}

/** A new, enrolled staff member of a role, created by the demo admin. */
export async function createEnrolledStaff(baseUrl: string, role: string, label = role): Promise<StaffMember> {
  const email = `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@staff.example.com`;
  const created = await createStaffAsAdmin(baseUrl, { email, role });
  const token = new URL(created.enrolment_url).searchParams.get('token')!;
  const owner = await playwrightRequest.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  const { totp_secret } = await staffCall<{ totp_secret: string }>(owner, 'enrol', { token, password: STAFF_PASSWORD });
  await staffCall(owner, 'confirmEnrolment', { token, code: totp(totp_secret) });
  await owner.dispose();
  return { email, password: STAFF_PASSWORD, totpSecret: totp_secret };
}

/** A browser page of the back office signed in as the staff member through the sign-in page. */
export async function backofficePage(browser: Browser, baseUrl: string, member: StaffMember, locale = 'en'): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, locale });
  const page = await context.newPage();
  await page.goto('/backoffice/sign-in');
  await page.locator('input[name="email"]').fill(member.email);
  await page.locator('input[name="password"]').fill(member.password);
  await page.locator('input[name="code"]').fill(await unspentCode(member.totpSecret, baseUrl));
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('signed-in-as')).toContainText(member.email);
  return page;
}

/**
 * One enrolled member per role and server, shared by every test that drives the server: enrolment
 * is throttled (10 an address in 15 minutes, as for a person), every test calls from 127.0.0.1, and
 * most enrolments of a run fall within one such window. The members are the server's memory
 * (support/server-memory.ts): the worker of the next area, or the one that replaced a failed one,
 * signs the same members in rather than enrolling new ones.
 */
const enrolments = new Map<string, Promise<StaffMember>>();

function staffMemberOf(baseUrl: string, role: string): Promise<StaffMember> {
  const members = serverMemory<StaffMember>(baseUrl, 'enrolled-staff');
  const known = members.get(role);
  if (known) return Promise.resolve(known);
  const key = `${baseUrl}|${role}`;
  let member = enrolments.get(key);
  if (!member) {
    member = createEnrolledStaff(baseUrl, role).then((enrolled) => {
      members.set(role, enrolled);
      return enrolled;
    });
    enrolments.set(key, member);
    void member.catch(() => undefined).finally(() => enrolments.delete(key));
  }
  return member;
}

/** A staff member of a role (the worker's one for that role), signed in in a browser of their own. */
export async function signedInStaff(
  browser: Browser,
  baseUrl: string,
  role: string,
  locale = 'en',
): Promise<{ page: Page; member: StaffMember }> {
  const member = await staffMemberOf(baseUrl, role);
  return { page: await backofficePage(browser, baseUrl, member, locale), member };
}
