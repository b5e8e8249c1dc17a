import { expect, test } from '@playwright/test';
import { type RunningServer, startServer } from '../support/server';
import { api, createClient } from './http-client';

/** The demo build (`npm start`'s defaults): demo helpers on, for this machine only. */
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(() => server?.process.kill('SIGTERM'));

const DEMO_PLAYER = { login: 'demo@example.com', password: 'DemoPass123' };

/** Runs the demo provider's round trip in one "browser" (a cookie jar of its own). */
async function socialSignIn(email: string) {
  const jar: string[] = [];
  const fetchWith = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, server.baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) jar.push(cookie.split(';', 1)[0]!);
    return response;
  };
  const init = await fetchWith('/oauth/init?service=demo&type_auth=login');
  const consentUrl = init.headers.get('location')!;
  const state = new URL(consentUrl, server.baseUrl).searchParams.get('state')!;
  await fetchWith(consentUrl);
  const decision = await fetchWith('/oauth/demo/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl },
    body: new URLSearchParams({ state, decision: 'approve', name: 'Someone', email }).toString(),
  });
  await fetchWith(decision.headers.get('location')!);
  const info = await fetchWith(api('account/getInfo'));
  return ((await info.json()) as { payload: { uid: number } }).payload.uid;
}

test('says demo mode loudly at start-up', () => {
  expect(server.output()).toContain('DEMO MODE IS ON');
});

test('gives no account to someone who types its email at the demo provider', async () => {
  const owner = await socialSignIn('target@demo.example.com');
  const attacker = await socialSignIn('target@demo.example.com');
  expect(owner).toBeGreaterThan(0);
  expect(attacker).toBeGreaterThan(0);
  expect(attacker).not.toBe(owner);
});

test('hides demo pages from requests that came through a proxy or for another host', async () => {
  const client = createClient(server.baseUrl);
  expect((await client.get('/demo/outbox.json')).status).toBe(200);
  expect((await client.get('/demo/outbox.json', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(404);
});

test('plays a retried real-money spin once', async () => {
  const client = createClient(server.baseUrl);
  expect((await client.post(api('auth/login'), DEMO_PLAYER)).body.status).toBe('ok');
  const games = (await client.get(`${api('games/get')}&options=${encodeURIComponent(JSON.stringify({ category: 'slots', count: 1 }))}`))
    .body.payload as { items: Array<{ sysname: string }> };
  const spin = { sysname: games.items[0]!.sysname, mode: 'play', stake: '1.00' };
  const before = ((await client.get(api('account/getBalance'))).body.payload as { balance_main: { amount: number } }).balance_main.amount;
  const key = `security-${Date.now()}`;
  const answers = await Promise.all(Array.from({ length: 3 }, () => client.post(api('slot/spin'), spin, { 'idempotency-key': key })));
  const retried = await client.post(api('slot/spin'), spin, { 'idempotency-key': key });
  const played = answers.filter((answer) => answer.body.status === 'ok');
  expect(played.length).toBeGreaterThanOrEqual(1);
  const first = played[0]!.body.payload as { round_id: number; win: { amount: number }; stake: { amount: number } };
  for (const answer of [...played, retried]) expect((answer.body.payload as { round_id: number }).round_id).toBe(first.round_id);
  const after = ((await client.get(api('account/getBalance'))).body.payload as { balance_main: { amount: number } }).balance_main.amount;
  expect(Math.round((after - before) * 100)).toBe(Math.round((first.win.amount - first.stake.amount) * 100));
});

test.describe('unknown things answer a real 404', () => {
  for (const path of [
    '/no/such/page',
    '/game/no-such-game-xyz',
    '/tournaments/999999',
    '/jackpots/no-such-jackpot',
    '/promotions/999999',
    '/de/game/no-such-game-xyz',
  ]) {
    test(path, async () => {
      const page = await createClient(server.baseUrl).get(path);
      expect(page.status).toBe(404);
      expect(page.text).toContain('noindex');
    });
  }
});
