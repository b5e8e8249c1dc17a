import { ApiError } from '@nfx/errors';
import { deleteIdempotentRequestsBefore, fingerprintOf, type IdempotentCall, runOnce } from '../../src/http/idempotency';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The mechanism every money call builds on (deposits, withdrawals, bonuses and bets as they
 * come): at most one run per account, call and key, its answer stored in the caller's transaction.
 */
describe('runOnce', () => {
  let testApp: TestApp;
  let accountId: number;
  beforeAll(async () => {
    testApp = await createTestApp();
    accountId = (await testApp.database.db.selectFrom('accounts').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => testApp.close());

  const db = () => testApp.database.db;
  const call = (key: string, overrides: Partial<IdempotentCall> = {}): IdempotentCall => ({
    accountId,
    call: 'test.deposit',
    key,
    fingerprint: fingerprintOf({ amount: 100 }),
    ...overrides,
  });
  const run = <T>(idempotentCall: IdempotentCall, operation: () => Promise<T>) =>
    db()
      .transaction()
      .execute((trx) => runOnce(trx, idempotentCall, operation));

  it('runs the operation once and answers a retry with its stored result', async () => {
    const operation = jest.fn(async () => ({ id: 7, amount: 100 }));
    const first = await run(call('once'), operation);
    const retry = await run(call('once'), operation);
    expect(retry).toEqual(first);
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it('refuses the same key with another request without running it', async () => {
    await run(call('reused'), async () => 'first');
    const operation = jest.fn(async () => 'second');
    const reused = run(call('reused', { fingerprint: fingerprintOf({ amount: 200 }) }), operation);
    await expect(reused).rejects.toMatchObject({ type: 'InvalidRequest', code: 'idempotency_key_reused' });
    expect(operation).not.toHaveBeenCalled();
  });

  it('keeps a key apart per call and per account', async () => {
    await run(call('shared'), async () => 'deposit');
    expect(await run(call('shared', { call: 'test.withdraw' }), async () => 'withdrawal')).toBe('withdrawal');
    expect(await run(call('shared', { accountId: accountId + 1_000_000 }), async () => 'someone else')).toBe('someone else');
  });

  it('keeps no key when the operation fails, so a retry runs it', async () => {
    await expect(run(call('failed'), async () => Promise.reject(new ApiError('UserNeedDeposit', 'No money')))).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(await run(call('failed'), async () => 'played')).toBe('played');
  });

  it('orders the fingerprint by field name and treats a missing field as null', () => {
    expect(fingerprintOf({ a: 1, b: undefined })).toBe(fingerprintOf({ b: null, a: 1 }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
  });

  it('forgets keys older than the retention', async () => {
    await run(call('old'), async () => 'first');
    await deleteIdempotentRequestsBefore(db(), new Date(Date.now() + 60_000));
    expect(await run(call('old'), async () => 'again')).toBe('again');
  });
});
