import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle, type Db } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { cashierPartialRefundsMigration } from '../../src/db/migrations/cashier-partial-refunds';
import { postgresUrl } from '../helpers/test-database';

/**
 * Migration `1303_cashier_partial_refunds` on a database with refunds made before it: a refunded
 * deposit counts as refunded in full under refund id `payment` (so a callback told again changes
 * nothing), a refund in review keeps waiting, and the demo provider's books know what it gave back.
 */
describe('partial refunds migration', () => {
  let database: DatabaseHandle;
  let db: Db;
  let schema: string | undefined;

  beforeAll(async () => {
    schema = postgresUrl ? `partial_refunds_${randomBytes(6).toString('hex')}` : undefined;
    database = await createDatabase({ databaseUrl: postgresUrl, schema });
    db = database.db;
    await migrate(
      db,
      migrations.filter((migration) => migration.id !== cashierPartialRefundsMigration.id),
    );
  }, 120_000);

  afterAll(async () => {
    if (schema) await sql.raw(`drop schema if exists ${schema} cascade`).execute(db);
    await database.close();
  });

  it('records the refunds made before it and keeps the sum within each deposit', async () => {
    const { id: accountId } = await db
      .insertInto('accounts')
      .values({ login: 'migrated@example.com', email: 'migrated@example.com', locale: 'en', currency: 'EUR' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const deposit = (status: string, paymentId: string) =>
      sql<{
        id: number;
      }>`insert into deposits (account_id, provider, method, method_type, amount, fee, currency, status, provider_payment_id, domain)
        values (${accountId}, 'demo', 'demo-ewallet', 'ewallet', 4000, 60, 'EUR', ${status}, ${paymentId}, 'localhost') returning id`
        .execute(db)
        .then((result) => Number(result.rows[0]!.id));
    const refunded = await deposit('refunded', 'pay_a');
    const review = await deposit('refund_review', 'pay_b');
    const paid = await deposit('success', 'pay_c');
    await sql`insert into demo_provider_payments (id, kind, merchant_reference, method_type, amount, currency, status)
      values ('pay_a', 'payment', ${String(refunded)}, 'ewallet', 4000, 'EUR', 'refunded'),
             ('pay_c', 'payment', ${String(paid)}, 'ewallet', 4000, 'EUR', 'succeeded')`.execute(db);

    expect(await migrate(db)).toEqual([cashierPartialRefundsMigration.id]);

    const deposits = await db.selectFrom('deposits').select(['id', 'refunded']).orderBy('id').execute();
    expect(deposits.map((row) => [Number(row.id), Number(row.refunded)])).toEqual([
      [refunded, 4_000],
      [review, 0],
      [paid, 0],
    ]);
    const refunds = await db
      .selectFrom('deposit_refunds')
      .select(['deposit_id', 'provider_refund_id', 'amount', 'fee', 'status'])
      .orderBy('deposit_id')
      .execute();
    expect(refunds.map((row) => [Number(row.deposit_id), row.provider_refund_id, Number(row.amount), Number(row.fee), row.status])).toEqual(
      [
        [refunded, 'payment', 4_000, 60, 'applied'],
        [review, 'payment', 4_000, 60, 'review'],
      ],
    );
    const provider = await db.selectFrom('demo_provider_payments').select(['id', 'refunded']).orderBy('id').execute();
    expect(provider.map((row) => [row.id, Number(row.refunded)])).toEqual([
      ['pay_a', 4_000],
      ['pay_c', 0],
    ]);
    // The schema refuses a sum over the deposit, and a refund id told twice for one deposit.
    await expect(db.updateTable('deposits').set({ refunded: 4_001 }).where('id', '=', paid).execute()).rejects.toThrow();
    await expect(
      db
        .insertInto('deposit_refunds')
        .values({ deposit_id: refunded, provider_refund_id: 'payment', amount: 1, fee: 0, status: 'applied' })
        .execute(),
    ).rejects.toThrow();
    await db.updateTable('deposits').set({ status: 'partially_refunded', refunded: 1_000 }).where('id', '=', paid).execute();
    // The ledger's routes table has no kysely type (the wallet reads it in SQL only).
    const routes = await sql<{ transfer_kind: string; debit_kind: string; credit_kind: string }>`
      select transfer_kind, debit_kind, credit_kind from ledger_transfer_routes
      where transfer_kind in ('deposit_refund', 'deposit_fee_refund') order by transfer_kind`.execute(db);
    expect(routes.rows).toEqual([
      { transfer_kind: 'deposit_fee_refund', debit_kind: 'fee_income', credit_kind: 'main' },
      { transfer_kind: 'deposit_refund', debit_kind: 'main', credit_kind: 'payment_clearing' },
    ]);
  });
});
