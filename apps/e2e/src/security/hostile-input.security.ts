import { expect, test } from '@playwright/test';
import { type RunningServer, startServer } from '../support/server';
import { createClient } from './http-client';

/**
 * Hostile bodies over real HTTP (real parsers, real sockets) to every call the API documents,
 * anonymous and signed in: no answer may be a 5xx. The generated property test in
 * apps/platform-api/test/http covers the same ground in depth through inject().
 */
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: '127.0.0.1' } });
});
test.afterAll(() => server?.process.kill('SIGTERM'));

const BOUNDARY = 'securityBoundary42';
const hostileBodies: Array<{ name: string; contentType: string; body: string | Blob }> = [
  { name: 'multipart without a boundary', contentType: 'multipart/form-data', body: 'login=x' },
  {
    name: 'multipart with a wrong boundary',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: '--other\r\nContent-Disposition: form-data; name="login"\r\n\r\nx\r\n--other--\r\n',
  },
  {
    name: 'truncated multipart',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="login"\r\n\r\nx`,
  },
  {
    name: 'multipart with a broken part header',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  },
  {
    name: 'multipart with a file where fields go',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="login"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
  },
  { name: 'urlencoded with broken escapes', contentType: 'application/x-www-form-urlencoded', body: 'login=%E0%A4%A&password=%zz&email=%' },
  {
    name: 'urlencoded with invalid UTF-8',
    contentType: 'application/x-www-form-urlencoded',
    body: new Blob([new Uint8Array([0x6c, 0x6f, 0x67, 0x69, 0x6e, 0x3d, 0xc3, 0x28, 0xff, 0xfe])]),
  },
  {
    name: 'urlencoded with a NUL byte',
    contentType: 'application/x-www-form-urlencoded',
    body: 'login=a%00b&password=secret%00%01&email=x%00%40example.com',
  },
  {
    name: 'JSON with a lone surrogate',
    contentType: 'application/json',
    body: '{"login":"\\ud800","password":"\\udfff\\ud800","name":"\\ud83d"}',
  },
  { name: 'JSON that is not an object', contentType: 'application/json', body: '[1,2,3]' },
  { name: 'broken JSON', contentType: 'application/json', body: '{"login":' },
  { name: 'deeply nested JSON', contentType: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { name: 'a huge field', contentType: 'application/x-www-form-urlencoded', body: `login=${'x'.repeat(2 * 1024 * 1024)}` },
  {
    name: 'control characters',
    contentType: 'application/x-www-form-urlencoded',
    body: 'login=%1B%5B31m%07&password=%08%08%08%08%08%08&code=%0D%0A',
  },
  { name: 'a mismatched content type', contentType: 'application/json', body: 'login=x&password=y' },
  { name: 'an unknown content type', contentType: 'application/x-evil', body: 'x' },
];

test('no hostile body gets a 5xx from any documented call', async () => {
  const client = createClient(server.baseUrl);
  const docs = JSON.parse((await client.get('/api/docs/json')).text) as { paths: Record<string, Record<string, unknown>> };
  const calls = Object.entries(docs.paths).flatMap(([path, verbs]) =>
    Object.keys(verbs).map((verb) => ({ path, verb: verb.toUpperCase() })),
  );
  expect(calls.length).toBeGreaterThan(30);

  const signedIn = createClient(server.baseUrl, { 'x-forwarded-for': '198.51.100.77' });
  expect((await signedIn.post('/api/auth/login?locale=en', { login: 'demo@example.com', password: 'DemoPass123' })).body.status).toBe('ok');

  let sent = 0;
  const failures: string[] = [];
  for (const [index, call] of calls.entries()) {
    // Each call is tried from its own address so per-address limits do not hide the parsers.
    const anonymous = createClient(server.baseUrl, { 'x-forwarded-for': `203.0.113.${index % 250}` });
    for (const who of [anonymous, signedIn]) {
      const answers = await Promise.all(
        call.verb === 'GET'
          ? ['login=%E0%A4%A', 'options=%7B%22a%22%3A', 'id=%00', `q=${'%ud800'}`, 'count=1e309&offset=-1'].map((query) =>
              who.raw('GET', `${call.path}?${query}`),
            )
          : hostileBodies.map((hostile) =>
              who.raw('POST', `${call.path}?locale=en`, { body: hostile.body, contentType: hostile.contentType }),
            ),
      );
      sent += answers.length;
      answers.forEach((answer, position) => {
        if (answer.status >= 500)
          failures.push(
            `${call.verb} ${call.path} (${call.verb === 'GET' ? 'query' : hostileBodies[position]!.name}): ${answer.status} ${answer.text.slice(0, 120)}`,
          );
      });
    }
  }
  console.log(`hostile-input: ${sent} requests to ${calls.length} calls, ${failures.length} answered 5xx`);
  expect(failures).toEqual([]);
});
