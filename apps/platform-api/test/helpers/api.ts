import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { base32Decode, totp } from '../../src/security/totp';
import { form } from './test-app';

export const ORIGIN = 'http://localhost:4200';

export interface CallOptions {
  query?: Record<string, string>;
  body?: Record<string, string | number | boolean | undefined | null>;
  cookie?: string;
  headers?: Record<string, string>;
  /** The caller's address (default 127.0.0.1): another loopback address is another browser on this machine. */
  remoteAddress?: string;
}

// Answers are asserted field by field with `expect`, which does the checking; a loose type
// keeps those assertions readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface CallResult {
  statusCode: number;
  body: { status: 'ok' | 'error'; payload?: Loose; error?: Loose };
  /** `sid=…` when the answer set a session cookie, '' when it cleared it. */
  setSession?: string;
  response: LightMyRequestResponse;
}

/** Calls `/api/{path}` the way the site's API client does (form bodies, locale and version in the query). */
export async function api(app: FastifyInstance, verb: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<CallResult> {
  const query = new URLSearchParams({ locale: 'en', version: '1', ...options.query });
  const body = verb === 'POST' ? form(options.body ?? {}) : undefined;
  const response = await app.inject({
    method: verb,
    url: `/api/${path}?${query.toString()}`,
    payload: body?.payload,
    headers: { ...(body?.headers ?? {}), ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  const cookie = response.cookies.find((c) => c.name === 'sid');
  return {
    statusCode: response.statusCode,
    body: response.json(),
    setSession: cookie ? (cookie.value ? `sid=${cookie.value}` : '') : undefined,
    response,
  };
}

let counter = 0;
/** A unique, valid registration payload. */
export function newPlayer(overrides: Record<string, string> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { email: `player${tag}@example.com`, password: 'secret12', currency: 'EUR', ...overrides };
}

/** Registers a player and returns its session cookie. */
export async function registerPlayer(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const player = newPlayer(overrides);
  const result = await api(app, 'POST', 'auth/register', { body: player });
  if (result.body.status !== 'ok' || !result.setSession) throw new Error(`registration failed: ${JSON.stringify(result.body)}`);
  return { ...player, cookie: result.setSession, uid: result.body.payload.uid as number };
}

export interface OutboxEntry {
  id: number;
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  codes: string[];
  links: string[];
}

/** The newest outbox message for a recipient, read through the demo outbox as a person would. */
export async function lastMessageTo(app: FastifyInstance, recipient: string): Promise<OutboxEntry | undefined> {
  const response = await app.inject({ method: 'GET', url: '/demo/outbox.json' });
  const messages = response.json().messages as OutboxEntry[];
  return messages.find((message) => message.recipient === recipient);
}

/** The code an authenticator app shows now (or `steps` periods away). */
export function authenticatorCode(secret: string, steps = 0): string {
  return totp(base32Decode(secret), Date.now() / 1000 + steps * 30);
}

export { ORIGIN as SITE_ORIGIN };

/** After a test edits rows with SQL, drops the account area's cached copies (as other writers must). */
export function forgetCached(app: FastifyInstance, accountId: number): void {
  app.players.forget(accountId);
  void app.players.forgetSessions(accountId);
}
