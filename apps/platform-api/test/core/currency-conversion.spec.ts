import { convertCurrency, convertMinorUnits } from '../../src/core/currency-conversion';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

describe('currency conversion (one rule for every area)', () => {
  it.each([
    { amount: 50, from: 1, to: 0.92, expected: 46 },
    { amount: 10_000, from: 91.5, to: 0.92, expected: 101 },
    { amount: 500, from: 0.92, to: 91.5, expected: 49_728 },
    // 25 × 1 / 2 is 12.5: half a minor unit rounds up.
    { amount: 25, from: 2, to: 1, expected: 13 },
    { amount: 0, from: 1, to: 0.92, expected: 0 },
  ])('$amount minor units at $from → $to per USD is $expected', ({ amount, from, to, expected }) => {
    expect(convertMinorUnits(amount, { from, to })).toBe(expected);
  });

  it.each([
    { from: undefined, to: 1 },
    { from: 1, to: undefined },
    { from: 0, to: 1 },
    { from: 1, to: -2 },
    { from: Number.NaN, to: 1 },
  ])('refuses to guess without a usable rate ($from → $to)', (rates) => {
    expect(convertMinorUnits(100, rates)).toBeNull();
  });

  describe('with the platform’s rates table', () => {
    let testDatabase: TestDatabase;
    beforeAll(async () => {
      testDatabase = await createTestDatabase();
      await testDatabase.database.db
        .insertInto('currency_rates')
        .values([
          { currency: 'USD', rate: 1 },
          { currency: 'EUR', rate: 0.92 },
          { currency: 'XTS', rate: 0 },
        ])
        .execute();
    }, 60_000);
    afterAll(() => testDatabase.close());
    const db = () => testDatabase.database.db;

    it('converts by both rates, in a transaction as outside one', async () => {
      expect(await convertCurrency(db(), 50, 'USD', 'EUR')).toBe(46);
      expect(
        await db()
          .transaction()
          .execute((trx) => convertCurrency(trx, 46, 'EUR', 'USD')),
      ).toBe(50);
    });

    it('leaves the same currency as it is, even without a rate', async () => {
      expect(await convertCurrency(db(), 1234, 'GBP', 'GBP')).toBe(1234);
    });

    it('answers null for a currency without a rate or with a rate that is not positive', async () => {
      expect(await convertCurrency(db(), 100, 'GBP', 'EUR')).toBeNull();
      expect(await convertCurrency(db(), 100, 'EUR', 'XTS')).toBeNull();
    });
  });
});
