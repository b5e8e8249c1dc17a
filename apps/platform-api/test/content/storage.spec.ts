import { STORAGE_MAX_KEYS } from '../../src/content/repositories/storage-repository';
import { createTestApp, form, type TestApp } from '../helpers/test-app';
import { signInDemoPlayer } from './sign-in';

describe('storage calls', () => {
  let testApp: TestApp;
  let cookie: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await signInDemoPlayer(testApp.app);
  }, 60000);
  afterAll(() => testApp.close());

  const set = (fields: Record<string, string>, signedIn = true) => {
    const { payload, headers } = form(fields);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/storage/set?locale=en',
      payload,
      headers: signedIn ? { ...headers, cookie } : headers,
    });
  };
  const get = (url: string, signedIn = true) => testApp.app.inject({ method: 'GET', url, headers: signedIn ? { cookie } : {} });
  const countRows = async () =>
    Number(
      (
        await testApp.database.db
          .selectFrom('storage_entries')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each([
    ['GET', '/api/storage/get?key=a'],
    ['GET', '/api/storage/getKeys'],
  ])('%s %s needs a signed-in player', async (_method, url) => {
    const response = await get(url, false);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.type).toBe('AuthorizationException');
  });

  it('set needs a signed-in player and writes nothing for a visitor', async () => {
    const response = await set({ key: 'k', value: 'v' }, false);
    expect(response.json().error.type).toBe('AuthorizationException');
    expect(await countRows()).toBe(0);
  });

  it('stores, reads back, overwrites and lists a value', async () => {
    expect((await set({ key: 'already_seen_cashback_id', value: '41' })).json()).toEqual({ status: 'ok', payload: 1 });
    expect((await set({ key: 'already_seen_cashback_id', value: '42' })).json().payload).toBe(1);
    expect((await get('/api/storage/get?key=already_seen_cashback_id')).json().payload).toEqual({
      key: 'already_seen_cashback_id',
      value: '42',
    });
    expect((await get('/api/storage/getKeys')).json().payload).toEqual(['already_seen_cashback_id']);
  });

  it('answers null for a key never stored', async () => {
    expect((await get('/api/storage/get?key=nothing_here')).json().payload).toEqual({ key: 'nothing_here', value: null });
  });

  it.each([
    [{ key: '', value: 'x' }, 'key'],
    [{ key: 'has space', value: 'x' }, 'key'],
    [{ key: 'k'.repeat(65), value: 'x' }, 'key'],
    [{ key: 'ok_key' }, 'value'],
    [{ key: 'ok_key', value: 'a\u0000b' }, 'value'],
  ])('refuses bad input %o with InvalidParameter on %s', async (fields, field) => {
    const before = await countRows();
    const response = await set(fields as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.type).toBe('InvalidParameterException');
    expect(response.json().error.invalid_parameters[field]).toBeDefined();
    expect(await countRows()).toBe(before);
  });

  it('refuses a value over 4 KB with StorageQuotaExceeded, also a megabyte one', async () => {
    const before = await countRows();
    for (const size of [4097, 1024 * 1024]) {
      const response = await set({ key: 'big', value: 'x'.repeat(size) });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.type).toBe('StorageQuotaExceededException');
    }
    expect(await countRows()).toBe(before);
  });

  it('counts multi-byte characters by their bytes', async () => {
    const response = await set({ key: 'emoji', value: '€'.repeat(1366) });
    expect(response.json().error.type).toBe('StorageQuotaExceededException');
  });

  it('refuses a new key beyond the key limit but still overwrites existing ones', async () => {
    const existing = (await get('/api/storage/getKeys')).json().payload as string[];
    for (let index = existing.length; index < STORAGE_MAX_KEYS; index += 1) {
      expect((await set({ key: `fill_${index}`, value: String(index) })).statusCode).toBe(200);
    }
    const refused = await set({ key: 'one_too_many', value: 'x' });
    expect(refused.json().error.type).toBe('StorageQuotaExceededException');
    expect((await set({ key: 'already_seen_cashback_id', value: '43' })).json().payload).toBe(1);
    expect((await get('/api/storage/getKeys')).json().payload).toHaveLength(STORAGE_MAX_KEYS);
  });
});
