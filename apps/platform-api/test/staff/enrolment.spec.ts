import { jest } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, type DatabaseHandle } from '../../src/db/database';
import { lowerPasswordHashCostForTests, verifyPassword } from '../../src/security/password-hash';
import { totp, base32Decode } from '../../src/security/totp';
import { createStaff } from '../../src/staff/cli/create-staff';
import { createStaffAccountsRepository } from '../../src/staff/repositories/staff-accounts-repository';
import { createStaffEnrolment } from '../../src/staff/services/enrolment';

lowerPasswordHashCostForTests({ logN: 12, r: 8, p: 1 });

const PASSWORD = 'correct-horse-9';
const codeAt = (secret: string, at: Date) => totp(base32Decode(secret), Math.floor(at.getTime() / 1000));

// The command opens an on-disk PGlite and migrates it from nothing: seconds, not milliseconds.
jest.setTimeout(120_000);

describe('staff enrolment from the staff:create command', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  const accounts = createStaffAccountsRepository();
  const enrolment = createStaffEnrolment(accounts);
  const links: Record<string, string> = {};
  const refusals: unknown[] = [];

  // One database for the file: the command runs (and closes it) for each account first, then the
  // tests open it, as the server would after an operator ran the command.
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'nfx-staff-'));
    const env = { DATA_DIR: dataDir, PUBLIC_ORIGIN: 'http://127.0.0.1:4300' };
    for (const name of ['alice', 'short', 'spaces', 'expired']) {
      links[name] = await createStaff(['--email', `${name === 'alice' ? 'Alice' : name}@Example.com`, '--role', 'admin'], env);
    }
    for (const argv of [
      ['--email', 'bob@example.com', '--role', 'root'],
      ['--role', 'admin'],
      ['--email', 'alice@example.com', '--role', 'payments'],
    ]) {
      refusals.push(await createStaff(argv, env).catch((error: unknown) => error));
    }
    database = await createDatabase({ dataDir });
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const linkOf = (name: string) => links[name] ?? '';
  const tokenOf = (name: string) => new URL(linkOf(name)).searchParams.get('token') ?? '';

  it('creates an account without a password and prints a one-time link, stored only as a hash', async () => {
    const url = new URL(linkOf('alice'));
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:4300/backoffice/enrol');
    const token = tokenOf('alice');
    expect(token.length).toBeGreaterThanOrEqual(40);
    const account = await accounts.findByEmail(database.db, 'alice@example.com');
    expect(account).toMatchObject({ role: 'admin', password_hash: null, totp_secret: null, enrolled_at: null, created_by: null });
    const stored = await database.db.selectFrom('staff_enrolments').selectAll().where('staff_id', '=', account!.id).execute();
    const [link] = stored;
    expect(stored).toHaveLength(1);
    expect(link?.token_hash).not.toContain(token);
    const hours = ((link?.expires_at.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('refuses an unknown role, a missing email and a taken email, creating nothing', async () => {
    expect(refusals[0]).toEqual(expect.objectContaining({ message: expect.stringMatching(/--role/) }));
    expect(refusals[1]).toEqual(expect.objectContaining({ message: expect.stringMatching(/--email/) }));
    expect(refusals[2]).toMatchObject({ type: 'InvalidParameter' });
    const emails = await database.db.selectFrom('staff_accounts').select('email').execute();
    expect(emails.map((row) => row.email.toLowerCase()).sort()).toEqual([
      'alice@example.com',
      'expired@example.com',
      'short@example.com',
      'spaces@example.com',
    ]);
  });

  it('sets password and TOTP, then a valid code spends the link', async () => {
    const token = tokenOf('alice');
    const db = database.db;
    const { totpSecret, otpauthUri } = await enrolment.enrol(db, { token, password: PASSWORD });
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(otpauthUri).toContain(totpSecret);

    const now = new Date();
    const wrong = codeAt(totpSecret, now) === '000000' ? '111111' : '000000';
    await expect(enrolment.confirm(db, { token, code: wrong, now })).rejects.toMatchObject({ type: 'InvalidParameter' });
    const enrolled = await enrolment.confirm(db, { token, code: codeAt(totpSecret, now), now });
    expect(enrolled.enrolled_at).toEqual(now);

    const account = await accounts.findByEmail(db, 'alice@example.com');
    expect(await verifyPassword(PASSWORD, account!.password_hash!)).toBe(true);
    expect(account!.enrolled_at).not.toBeNull();

    // Spent: neither step works again, so a leaked link is worthless after enrolment.
    await expect(enrolment.enrol(db, { token, password: 'another-password-1' })).rejects.toMatchObject({ code: 'staff_enrolment_invalid' });
    await expect(enrolment.confirm(db, { token, code: codeAt(totpSecret, now), now })).rejects.toMatchObject({
      code: 'staff_enrolment_invalid',
    });
  });

  it.each([
    ['short', 'shorter than 12 characters', 'short-pass1'],
    ['spaces', 'with a character outside the shared set', 'password with spaces'],
  ])('refuses a password (%s) %s', async (name, _, password) => {
    await expect(enrolment.enrol(database.db, { token: tokenOf(name), password })).rejects.toMatchObject({ type: 'InvalidParameter' });
    const account = await accounts.findByEmail(database.db, `${name}@example.com`);
    expect(account!.password_hash).toBeNull();
  });

  it('refuses an expired or unknown link', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3_600_000 + 1000);
    await expect(enrolment.enrol(database.db, { token: tokenOf('expired'), password: PASSWORD, now: tomorrow })).rejects.toMatchObject({
      code: 'staff_enrolment_invalid',
    });
    await expect(enrolment.enrol(database.db, { token: 'not-a-token', password: PASSWORD })).rejects.toMatchObject({
      code: 'staff_enrolment_invalid',
    });
  });
});
