import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import { ROLE_PERMISSIONS, roleMay, STAFF_PERMISSIONS, STAFF_ROLES } from '../../src/staff/permissions';
import { createStaffAccountsRepository } from '../../src/staff/repositories/staff-accounts-repository';
import { createStaffAuditLogRepository } from '../../src/staff/repositories/staff-audit-log-repository';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

describe('staff audit log', () => {
  let testDatabase: TestDatabase;
  let db: Db;
  const accounts = createStaffAccountsRepository();
  const audit = createStaffAuditLogRepository();

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    db = testDatabase.database.db;
  });
  afterAll(() => testDatabase.close());

  it('keeps a row with who, role, what, target, before, after, reason and IP', async () => {
    const admin = await accounts.create(db, { email: 'audit-admin@example.com', role: 'admin', createdBy: null });
    await audit.append(db, {
      staffId: admin.id,
      role: 'admin',
      action: 'staff.disable',
      targetType: 'staff',
      targetId: 7,
      before: { disabled: false },
      after: { disabled: true },
      reason: 'left the company',
      ip: '203.0.113.9',
    });
    const row = await db.selectFrom('staff_audit_log').selectAll().where('staff_id', '=', admin.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      role: 'admin',
      action: 'staff.disable',
      target_type: 'staff',
      target_id: '7',
      before: { disabled: false },
      after: { disabled: true },
      reason: 'left the company',
      ip: '203.0.113.9',
    });
    expect(row.at).toBeInstanceOf(Date);
  });

  it('refuses update, delete and truncate from any client', async () => {
    const admin = await accounts.create(db, { email: 'audit-rewrite@example.com', role: 'admin', createdBy: null });
    await audit.append(db, { staffId: admin.id, role: 'admin', action: 'staff.create' });
    await expect(sql`update staff_audit_log set action = 'nothing' where staff_id = ${admin.id}`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from staff_audit_log where staff_id = ${admin.id}`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate staff_audit_log`.execute(db)).rejects.toThrow(/append-only/);
    const count = await db
      .selectFrom('staff_audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('staff_id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('rolls the audit row back with the change it records', async () => {
    const admin = await accounts.create(db, { email: 'audit-rollback@example.com', role: 'admin', createdBy: null });
    await expect(
      db.transaction().execute(async (trx) => {
        await audit.append(trx, { staffId: admin.id, role: 'admin', action: 'staff.create' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await db.selectFrom('staff_audit_log').selectAll().where('staff_id', '=', admin.id).execute();
    expect(rows).toEqual([]);
  });

  it('refuses a second account whose email differs only by case', async () => {
    await accounts.create(db, { email: 'Same@Example.com', role: 'support', createdBy: null });
    await expect(accounts.create(db, { email: 'same@example.com', role: 'payments', createdBy: null })).rejects.toThrow();
  });

  it('refuses a role outside the list', async () => {
    await expect(sql`insert into staff_accounts (email, role) values ('root@example.com', 'root')`.execute(db)).rejects.toThrow();
  });
});

describe('roles and permissions', () => {
  const granted: Record<string, string[]> = {
    support: ['players.read', 'players.notes', 'feedback'],
    payments: ['withdrawals', 'refunds', 'requisites', 'reports'],
    compliance: ['players.read', 'kyc', 'limits', 'exclusions', 'blocks', 'audit.read', 'reports'],
    marketing: ['campaigns', 'promo-codes', 'newsletters'],
    content: ['cms'],
    admin: ['staff.manage', 'settings', 'audit.read', 'reports'],
  };

  const cases = STAFF_ROLES.flatMap((role) =>
    STAFF_PERMISSIONS.map((permission) => [role, permission, (granted[role] ?? []).includes(permission)] as const),
  );

  it.each(cases)('%s holds %s: %p', (role, permission, allowed) => {
    expect(roleMay(role, permission)).toBe(allowed);
  });

  it('gives an unknown role nothing', () => {
    for (const permission of STAFF_PERMISSIONS) expect(roleMay('root', permission)).toBe(false);
  });

  it('grants every permission to some role', () => {
    const held = new Set(Object.values(ROLE_PERMISSIONS).flat());
    expect([...held].sort()).toEqual([...STAFF_PERMISSIONS].sort());
  });
});
