import zlib from 'node:zlib';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('response compression', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 120_000);
  afterAll(() => testApp.close());

  const get = (url: string, encoding?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the messages brotli-compressed to a browser that accepts it, with the same content', async () => {
    const plain = await get('/nfx/i18n/messages/en');
    const compressed = await get('/nfx/i18n/messages/en', 'gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip and compresses API answers too', async () => {
    const response = await get('/api/games/get?options=%7B%22count%22%3A50%7D', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(zlib.gunzipSync(response.rawPayload).toString('utf8')) as { status: string; payload: { items: unknown[] } };
    expect(body.status).toBe('ok');
    expect(body.payload.items).toHaveLength(50);
  });

  it('leaves small answers alone', async () => {
    const response = await get('/api/account/getInfo', 'br');
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
