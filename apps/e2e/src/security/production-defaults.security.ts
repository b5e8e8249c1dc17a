import { expect, test } from '@playwright/test';
import { type RunningServer, startServer } from '../support/server';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { api, createClient, median } from './http-client';

/**
 * The production build started as an operator would on the internet: no demo switch, a real
 * mail transport (a local SMTP sink here), behind a proxy on this machine (TRUST_PROXY), so
 * the suite can speak for many client addresses.
 */
let server: RunningServer;
let sink: SmtpSink;

test.beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({
    env: { DEMO_MODE: undefined, MAIL_URL: sink.url, MAIL_FROM: 'casino@example.com', TRUST_PROXY: '127.0.0.1' },
  });
});
test.afterAll(async () => {
  server?.process.kill('SIGTERM');
  await sink?.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
let playerCount = 0;
async function registerPlayer() {
  playerCount += 1;
  const client = createClient(server.baseUrl, from(`198.51.100.${playerCount}`));
  const player = { email: `sec${Date.now().toString(36)}${playerCount}@example.com`, password: 'Secret#2026', currency: 'EUR' };
  const answer = await client.post(api('auth/register'), player);
  expect(answer.body.status).toBe('ok');
  return player;
}
const mailTo = (address: string) => sink.messages.filter((message) => message.to.some((recipient) => recipient.includes(address)));

test('serves no demo route and says nothing of demo mode', async () => {
  const client = createClient(server.baseUrl);
  for (const path of ['/demo/outbox', '/demo/outbox.json', '/oauth/demo/authorize?state=AAAAAAAAAAAAAAAAAAAAAAAA']) {
    expect((await client.get(path)).status, path).toBe(404);
  }
  expect((await client.get('/oauth/init?service=demo&type_auth=login')).status).toBe(400);
  const cms = JSON.parse((await client.get('/nfx/cms-config/en')).text) as { auth: { authTypes: Array<{ component: string }> } };
  expect(cms.auth.authTypes.filter((type) => type.component === 'social')).toEqual([]);
  expect(server.output()).not.toContain('DEMO MODE');
});

test('sends mail only through the configured transport', async () => {
  const player = await registerPlayer();
  const client = createClient(server.baseUrl, from('198.51.100.200'));
  expect((await client.post(api('auth/restore'), { login: player.email })).body.payload).toBe(1);
  await expect.poll(() => mailTo(player.email).some((mail) => mail.data.includes('/reset-password?token='))).toBe(true);
  expect(mailTo(player.email)[0]!.from).toContain('casino@example.com');
});

test('answers restore and a taken registration the same whether or not the address exists', async () => {
  const player = await registerPlayer();
  const client = createClient(server.baseUrl, from('198.51.100.201'));
  const known: number[] = [];
  const unknown: number[] = [];
  for (let round = 0; round < 7; round += 1) {
    const a = await client.post(api('auth/restore'), { login: player.email });
    const b = await client.post(api('auth/restore'), { login: `nobody${round}@example.com` });
    expect(a.text).toBe(b.text);
    known.push(a.ms);
    unknown.push(b.ms);
  }
  // Both wait for the same floor; the medians of seven tries each stay within a few milliseconds.
  expect(Math.abs(median(known) - median(unknown))).toBeLessThan(40);
  // Registering with a taken address tells its owner by mail.
  const again = await createClient(server.baseUrl, from('198.51.100.202')).post(api('auth/register'), {
    email: player.email,
    password: 'Another#2026',
    currency: 'EUR',
  });
  expect(again.body.status).toBe('error');
  await expect.poll(() => mailTo(player.email).some((mail) => mail.data.includes('Subject: You already have an account'))).toBe(true);
});

test('evaluates at most 5 of 50 concurrent wrong passwords from one address', async () => {
  const player = await registerPlayer();
  const client = createClient(server.baseUrl, from('203.0.113.10'));
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => client.post(api('auth/login'), { login: player.email, password: 'wrong-pass' })),
  );
  const evaluated = answers.filter((answer) => answer.status === 401).length;
  expect(evaluated).toBeGreaterThanOrEqual(1);
  expect(evaluated).toBeLessThanOrEqual(5);
  expect(answers.filter((answer) => answer.status === 429)).toHaveLength(50 - evaluated);
});

test('caps one account across 12 addresses and tells its owner', async () => {
  const player = await registerPlayer();
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, index) =>
      createClient(server.baseUrl, from(`203.0.113.${20 + (index % 12)}`)).post(api('auth/login'), {
        login: player.email,
        password: 'wrong-pass',
      }),
    ),
  );
  expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(10);
  expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
  const owner = createClient(server.baseUrl, from('203.0.113.99'));
  expect((await owner.post(api('auth/login'), { login: player.email, password: player.password })).status).toBe(429);
});

test('keeps serving pages while 100 sign-ins hash at once', async () => {
  const player = await registerPlayer();
  const flood = Promise.all(
    Array.from({ length: 100 }, (_, index) =>
      createClient(server.baseUrl, from(`192.0.2.${index + 1}`)).post(api('auth/login'), {
        login: `${index}${player.email}`,
        password: 'wrong-pass',
      }),
    ),
  );
  const pages = [];
  for (let index = 0; index < 10; index += 1) pages.push(await createClient(server.baseUrl).get('/'));
  const logins = await flood;
  expect(pages.every((page) => page.status === 200)).toBe(true);
  // A full hashing queue answers at once instead of holding the request (figures: npm run bench:api).
  expect(logins.some((answer) => answer.status === 429)).toBe(true);
  expect(logins.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
});

test('refuses state changes for another Host or Origin, and sends the production headers (a page the full set, a script those of a subresource)', async () => {
  const client = createClient(server.baseUrl);
  const foreign = await client.raw('POST', api('auth/login'), {
    form: { login: 'x@example.com', password: 'secret12' },
    headers: { origin: 'https://evil.example' },
  });
  expect(foreign.status).toBe(400);
  expect(foreign.body.error?.message).toBe('Cross-site request rejected');
  const page = await client.get('/');
  expect(page.headers.get('permissions-policy')).toContain('microphone=()');
  expect(page.headers.get('cross-origin-opener-policy')).toBeTruthy();
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  // A script keeps the headers a subresource uses and not those only a document reads (src/site/hashed-assets.ts).
  const script = /<script[^>]*\ssrc="?([^"\s>]+\.js)/.exec(page.text)?.[1];
  expect(script).toBeTruthy();
  const source = await client.get(script!);
  expect(source.status).toBe(200);
  expect(source.headers.get('x-content-type-options')).toBe('nosniff');
  expect(source.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(source.headers.get('content-security-policy')).toBeNull();
  expect(source.headers.get('permissions-policy')).toBeNull();
  expect(source.headers.get('x-frame-options')).toBeNull();
});

test('serves no source maps', async () => {
  const client = createClient(server.baseUrl);
  const registry = JSON.parse((await client.get('/remotes/registry.json')).text) as Record<string, unknown>;
  expect(Object.keys(registry).length).toBeGreaterThan(0);
  const page = await client.get('/');
  const script = /<script[^>]*\ssrc="?([^"\s>]+\.js)/.exec(page.text)?.[1];
  expect(script).toBeTruthy();
  const source = await client.get(script!);
  expect(source.status).toBe(200);
  expect(source.text).not.toContain('sourceMappingURL');
  expect((await client.get(`${script}.map`)).status).toBe(404);
});
