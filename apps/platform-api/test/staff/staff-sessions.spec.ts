import type { Db } from '../../src/db/database';
import { createStaffAccountsRepository } from '../../src/staff/repositories/staff-accounts-repository';
import { createStaffSessionsRepository } from '../../src/staff/repositories/staff-sessions-repository';
import { staffCookie } from '../../src/staff/services/staff-session-policy';
import { createStaffSessions } from '../../src/staff/services/staff-sessions';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const MINUTE = 60_000;

describe('staff sessions', () => {
  let testDatabase: TestDatabase;
  let db: Db;
  const accounts = createStaffAccountsRepository();
  const sessions = createStaffSessions(createStaffSessionsRepository());

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    db = testDatabase.database.db;
  });
  afterAll(() => testDatabase.close());

  let emailCount = 0;
  async function signedIn(start: Date) {
    emailCount += 1;
    const account = await accounts.create(db, { email: `session-${emailCount}@example.com`, role: 'payments', createdBy: null });
    const token = await sessions.start(db, { staffId: account.id, ip: '203.0.113.1', userAgent: 'test', now: start });
    return { account, token };
  }

  it('stores only the hash of the token', async () => {
    const { account, token } = await signedIn(new Date());
    const row = await db.selectFrom('staff_sessions').selectAll().where('staff_id', '=', account.id).executeTakeFirstOrThrow();
    expect(row.token_hash).not.toBe(token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('slides with use and ends after 30 idle minutes', async () => {
    const start = new Date('2026-01-01T08:00:00Z');
    const { account, token } = await signedIn(start);
    expect(await sessions.resolve(db, token, new Date(start.getTime() + 29 * MINUTE))).toMatchObject({
      staffId: account.id,
      role: 'payments',
    });
    // 29 + 29 minutes after sign-in, but only 29 since the last request: still in.
    expect(await sessions.resolve(db, token, new Date(start.getTime() + 58 * MINUTE))).not.toBeNull();
    expect(await sessions.resolve(db, token, new Date(start.getTime() + 89 * MINUTE))).toBeNull();
    // Ended for good: a request inside the window afterwards does not revive it.
    expect(await sessions.resolve(db, token, new Date(start.getTime() + 60 * MINUTE))).toBeNull();
  });

  it('ends after 12 hours however busy', async () => {
    const start = new Date('2026-01-02T08:00:00Z');
    const { token } = await signedIn(start);
    for (let minutes = 20; minutes <= 12 * 60; minutes += 20) {
      expect(await sessions.resolve(db, token, new Date(start.getTime() + minutes * MINUTE))).not.toBeNull();
    }
    expect(await sessions.resolve(db, token, new Date(start.getTime() + (12 * 60 + 10) * MINUTE))).toBeNull();
  });

  it('ends on sign-out and when the account is disabled', async () => {
    const first = await signedIn(new Date());
    await sessions.end(db, first.token);
    expect(await sessions.resolve(db, first.token)).toBeNull();

    const second = await signedIn(new Date());
    await db.updateTable('staff_accounts').set({ disabled_at: new Date() }).where('id', '=', second.account.id).execute();
    expect(await sessions.resolve(db, second.token)).toBeNull();
  });

  it('refuses an unknown token', async () => {
    expect(await sessions.resolve(db, 'not-a-session')).toBeNull();
  });
});

describe('the staff cookie', () => {
  it.each([
    ['https://casino.example.com', '__Host-nfx_staff', true],
    ['http://127.0.0.1:4300', 'nfx_staff', false],
    ['http://localhost:4300', 'nfx_staff', false],
    ['http://[::1]:4300', 'nfx_staff', false],
    ['http://casino.test', '__Host-nfx_staff', true],
  ])('on %s is %s, Secure %p, HttpOnly, SameSite=Strict, Path=/', (origin, name, secure) => {
    const cookie = staffCookie(origin);
    expect(cookie.name).toBe(name);
    expect(cookie.options).toMatchObject({ secure, httpOnly: true, sameSite: 'strict', path: '/' });
  });
});
