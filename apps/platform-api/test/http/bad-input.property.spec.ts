import fc from 'fast-check';
import { errorTypes } from '@nfx/errors';
import { sha256Hex } from '../../src/security/tokens';
import { apiCalls } from '../helpers/routes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { watchWrites, type WriteWatch } from '../helpers/write-watch';

/**
 * Sends generated hostile payloads to every registered /api call (any area) and checks that
 * the answer is never a 5xx, always catalogue-shaped, and that a rejected request leaves the
 * database as it was.
 */

const SESSION_TOKEN = 'PropertyTestSession000';
const ORIGIN = 'http://localhost:4200';
const catalogueNames = new Set(errorTypes.map((type) => `${type}Exception`));

/**
 * Rejections that write by design and are left out of the "unchanged" comparison: sign-in
 * attempts are counted (sign_in_counters), a session's last-seen time moves, and an export
 * accepted by an earlier request is processed in the background while later ones run, as are
 * domain events an earlier accepted request recorded (the relay stamps them and moves the
 * stream and its consumers). Their row counts are still compared (`write-watch.ts`).
 */
const COUNT_ONLY_TABLES = new Set([
  'sessions',
  'sign_in_counters',
  'game_history_exports',
  'domain_events',
  'event_stream',
  'event_consumers',
]);

const hostileText = fc.constantFrom(
  "' OR '1'='1",
  "'); drop table accounts; --",
  '1; select pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '😀🎰💰👨‍👩‍👧',
  '\u0000\u0001\u001b',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u202e\u200b\ufeff',
  '\r\nX-Injected: 1',
  '../../etc/passwd',
  '%00%0d%0a',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999999',
  'true',
  '[]',
  '{}',
  '',
  ' ',
  'player@example.com',
  'secret12',
  '123456',
  'EUR',
  'de',
  'DE',
  '1',
  '0',
);
const megabyte = 'x'.repeat(1024 * 1024);
const textValue = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 3, arbitrary: fc.string({ maxLength: 40, unit: 'grapheme' }) },
  { weight: 1, arbitrary: fc.string({ minLength: 300, maxLength: 3000 }) },
);
const fieldValue = fc.oneof(
  { weight: 8, arbitrary: textValue },
  { weight: 1, arbitrary: fc.array(textValue, { minLength: 2, maxLength: 3 }) },
);
const fieldName = (known: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'is_tg', 'fields', 'x'.repeat(300)) },
  );

type Encoding = 'urlencoded' | 'multipart' | 'json' | 'malformed';

/** Bodies no parser should accept, each as a client or an attacker might send it. */
const BOUNDARY = 'fcboundary7MA4YWxk';
const malformedBodies: Array<{ payload: string | Buffer; contentType: string }> = [
  { payload: 'login=x', contentType: 'multipart/form-data' },
  {
    payload: '--other\r\nContent-Disposition: form-data; name="login"\r\n\r\nx\r\n--other--\r\n',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  {
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="login"\r\n\r\nx`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  {
    payload: `--${BOUNDARY}\r\nContent-Disposition\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  {
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="login"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  { payload: 'login=%E0%A4%A&password=%zz&email=%', contentType: 'application/x-www-form-urlencoded' },
  { payload: Buffer.from([0x6c, 0x6f, 0x67, 0x69, 0x6e, 0x3d, 0xc3, 0x28, 0xff, 0xfe]), contentType: 'application/x-www-form-urlencoded' },
  { payload: '{"login":"\\ud800","password":"\\udfff\\ud800"}', contentType: 'application/json' },
  { payload: '{"login":', contentType: 'application/json' },
  { payload: '[1,2,3]', contentType: 'application/json' },
  { payload: `${'['.repeat(3000)}${']'.repeat(3000)}`, contentType: 'application/json' },
  { payload: 'login=x&password=y', contentType: 'application/json' },
  { payload: 'x', contentType: 'application/x-evil' },
  { payload: 'login=a', contentType: 'multipart/form-data; boundary=' },
];

function encode(
  fields: Record<string, string | string[]>,
  encoding: Encoding,
  withMegabyte: boolean,
  malformedIndex: number,
): { payload: string | Buffer; contentType: string } {
  if (encoding === 'malformed') return malformedBodies[malformedIndex % malformedBodies.length]!;
  const entries = Object.entries(fields).flatMap(([key, value]) =>
    Array.isArray(value) ? value.map((item) => [key, item] as const) : [[key, value] as const],
  );
  if (withMegabyte) entries.push(['password', megabyte]);
  if (encoding === 'json')
    return {
      payload: JSON.stringify(Object.fromEntries(entries.map(([key, value]) => [key, /^\d+$/.test(value) ? Number(value) : value]))),
      contentType: 'application/json',
    };
  if (encoding === 'multipart') {
    const parts = entries.map(
      ([key, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${key.replace(/["\r\n]/g, '')}"\r\n\r\n${value}\r\n`,
    );
    return { payload: `${parts.join('')}--${BOUNDARY}--\r\n`, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
  }
  const params = new URLSearchParams();
  for (const [key, value] of entries) params.append(key, value);
  return { payload: params.toString(), contentType: 'application/x-www-form-urlencoded' };
}

describe('every /api call under generated bad input', () => {
  let testApp: TestApp;
  let accountId: number;
  let writes: WriteWatch;
  beforeAll(async () => {
    testApp = await createTestApp();
    const account = await testApp.database.db.selectFrom('accounts').select('id').orderBy('id').executeTakeFirstOrThrow();
    accountId = account.id;
    writes = await watchWrites(testApp.database.db, COUNT_ONLY_TABLES);
  });
  afterAll(() => testApp.close());

  /** A signed-in session made directly in the database: cheap, and restorable after a logout. */
  async function ensureSession(): Promise<void> {
    await testApp.database.db
      .insertInto('sessions')
      .values({ token_hash: sha256Hex(SESSION_TOKEN), account_id: accountId, created_at: new Date(), last_seen_at: new Date() })
      .onConflict((conflict) => conflict.column('token_hash').doUpdateSet({ last_seen_at: new Date(), created_at: new Date() }))
      .execute();
  }

  it('answers without 5xx, in catalogue shape, and writes nothing when it rejects', async () => {
    const calls = apiCalls(testApp.app);
    expect(calls.length).toBeGreaterThan(25);
    interface DocumentedOperation {
      parameters?: Array<{ name: string }>;
      requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
    }
    const documented = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<
      string,
      Record<string, DocumentedOperation>
    >;
    const fieldsOf = (url: string, verb: 'GET' | 'POST'): string[] => {
      const operation = documented[url]?.[verb.toLowerCase()];
      const schema = verb === 'GET' ? null : operation?.requestBody?.content?.['application/x-www-form-urlencoded']?.schema;
      const names =
        verb === 'GET' ? (operation?.parameters ?? []).map((parameter) => parameter.name) : Object.keys(schema?.properties ?? {});
      return names.length > 0 ? names : ['login', 'password', 'code', 'contact', 'id'];
    };

    let sent = 0;
    const request = fc.constantFrom(...calls).chain((call) =>
      fc.record({
        call: fc.constant(call),
        fields: fc.dictionary(fieldName(fieldsOf(call.url, call.verb)), fieldValue, { maxKeys: 6 }),
        encoding: fc.constantFrom<Encoding>('urlencoded', 'urlencoded', 'multipart', 'json', 'malformed'),
        malformed: fc.nat(),
        signedIn: fc.boolean(),
        megabyte: fc.boolean().map((flag) => flag && call.verb === 'POST'),
      }),
    );

    await fc.assert(
      fc.asyncProperty(request, async ({ call, fields, encoding, signedIn, megabyte: withMegabyte, malformed }) => {
        sent += 1;
        await ensureSession();
        await writes.reset();
        const headers: Record<string, string> = { origin: ORIGIN, ...(signedIn ? { cookie: `sid=${SESSION_TOKEN}` } : {}) };
        let response;
        if (call.verb === 'GET') {
          const query = new URLSearchParams({ locale: 'en', version: '1' });
          for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) query.append(key, item.slice(0, 2000));
          response = await testApp.app.inject({ method: 'GET', url: `${call.url}?${query.toString()}`, headers });
        } else {
          const body = encode(fields as Record<string, string | string[]>, encoding, withMegabyte, malformed);
          response = await testApp.app.inject({
            method: 'POST',
            url: `${call.url}?locale=en&version=1`,
            payload: body.payload,
            headers: { ...headers, 'content-type': body.contentType },
          });
        }

        const context = `${call.verb} ${call.url} ${JSON.stringify(fields).slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        if (response.statusCode >= 500) throw new Error(`5xx: ${context}`);
        const json = response.json();
        if (json.status === 'ok') {
          if (!('payload' in json)) throw new Error(`ok without payload: ${context}`);
          return;
        }
        if (json.status !== 'error' || !catalogueNames.has(json.error?.type) || typeof json.error.message !== 'string')
          throw new Error(`not catalogue-shaped: ${context}`);
        if (![400, 401, 403, 404, 429].includes(response.statusCode)) throw new Error(`unexpected status: ${context}`);
        const changed = await writes.changedTables();
        if (changed.length > 0) throw new Error(`rejected input changed ${changed.join(', ')}: ${context}`);
      }),
      { numRuns: Number(process.env['FAST_CHECK_RUNS'] ?? 400), endOnFailure: true },
    );
    // The issue notes quote this count; every one of them went through the full check above.
    console.info(`bad-input property: ${sent} generated requests over ${calls.length} calls`);
    // A table made by a request would have carried no trigger; none may appear.
    expect(await writes.unwatchedTables()).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(Number(process.env['FAST_CHECK_RUNS'] ?? 400));
  }, 240_000);
});
