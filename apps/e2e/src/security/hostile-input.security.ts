import { expect, test } from '@playwright/test';
import { type RunningServer, startServer } from '../support/server';
import { createClient } from './http-client';
import { hostileBodies } from './hostile-bodies';

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
