import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Whatever a caller sends, the content calls answer a catalogue error, never a 5xx. */
describe('content calls under arbitrary input', () => {
  let testApp: TestApp;
  let address = 0;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60000);
  afterAll(() => testApp.close());

  // A fresh address per request keeps the per-route rate limits out of the way.
  const nextAddress = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };

  const text = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.constantFrom('', '/', '%', '\u0000', '/a\u0000b', '{"a":"\\u0000"}', '{"a":', '[]', 'null', '0', '-1', '1e9', '../..'),
  );

  const expectNoServerError = async (request: InjectOptions) => {
    const response = await testApp.app.inject(request);
    expect(response.statusCode).toBeLessThan(500);
    if (response.headers['content-type']?.toString().startsWith('application/json') && response.statusCode >= 400) {
      expect(response.json().error?.type ?? '').toMatch(/Exception$/);
    }
  };

  it.each<[string, string[]]>([
    ['/api/metadata/get', ['path', 'locale']],
    ['/api/banners/get', ['offset', 'count', 'fields', 'locale']],
    ['/api/events/handle', ['event_name', 'event_params']],
    ['/api/popups/get', ['popup', 'locale']],
    ['/api/campaigns/getpromotioncontent', ['id', 'locale']],
    ['/api/campaigns/getpromotionsummaries', ['locale', 'version']],
    ['/hit', ['referer', 'track_id', 'seon_session']],
  ])('GET %s', async (url, fields) => {
    await fc.assert(
      fc.asyncProperty(fc.record(Object.fromEntries(fields.map((field) => [field, text])), { requiredKeys: [] }), async (query) => {
        const search = new URLSearchParams(query as Record<string, string>).toString();
        await expectNoServerError({ method: 'GET', url: `${url}?${search}`, remoteAddress: nextAddress() });
      }),
      { numRuns: 40 },
    );
  });

  it.each<[string, string[]]>([
    ['/api/campaigns/checkPromocode', ['promo_code']],
    ['/api/support/sendFeedback', ['name', 'email', 'message']],
  ])('POST %s', async (url, fields) => {
    await fc.assert(
      fc.asyncProperty(fc.record(Object.fromEntries(fields.map((field) => [field, text])), { requiredKeys: [] }), async (body) => {
        await expectNoServerError({
          method: 'POST',
          url: `${url}?locale=en`,
          payload: new URLSearchParams(body as Record<string, string>).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          remoteAddress: nextAddress(),
        });
      }),
      { numRuns: 40 },
    );
  });

  it('answers a malformed form body with a catalogue error', async () => {
    await expectNoServerError({
      method: 'POST',
      url: '/api/support/sendFeedback',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
  });
});
