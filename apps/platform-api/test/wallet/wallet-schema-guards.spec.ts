import { sql } from 'kysely';
import { freshCurrency, freshPlayerId, walletTargets } from './wallet-databases';
import { walletSuite } from './wallet-suite';

/**
 * What migration 0909 (`wallet-posting.ts`) moved out of foreign keys and per-row lookups into the
 * posting trigger, a statement trigger and guards on `ledger_accounts`: each invariant it touches is
 * still refused when a client writes the tables directly, bypassing the wallet's own checks.
 */
describe.each(walletTargets)('ledger schema guards on $name', (target) => {
  const suite = walletSuite(target);
  const { wallet, player: fundedPlayer } = suite;

  const transferCount = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from ledger_transfers`.execute(suite.db)).rows[0]!.n);
  const balanceOf = async (id: number) =>
    Number((await sql<{ balance: string }>`select balance from ledger_accounts where id = ${id}`.execute(suite.db)).rows[0]!.balance);

  async function expectSound(currency: string) {
    expect(await wallet.audit(suite.db, currency)).toEqual({ unbalancedCurrencies: [], cacheMismatches: [], negativeAccounts: [] });
  }

  function rawTransfer(values: {
    key: string;
    kind: string;
    debit: number;
    credit: number;
    amount: number;
    currency: string;
    settles?: number;
  }) {
    return sql`insert into ledger_transfers (idempotency_key, kind, debit_account_id, credit_account_id, amount, currency, settles_transfer_id)
      values (${values.key}, ${values.kind}, ${values.debit}, ${values.credit}, ${values.amount}, ${values.currency}, ${values.settles ?? null})`.execute(
      suite.db,
    );
  }

  describe('both accounts are in the transfer’s currency', () => {
    it('refuses a debit account of another currency, a credit account of another, and a transfer in neither', async () => {
      const { currency, playerId, main, house } = await fundedPlayer(1_000);
      const other = await fundedPlayer(1_000);
      const before = await transferCount();
      const refusals = [
        [
          rawTransfer({ key: `fx-debit-${playerId}`, kind: 'bet', debit: other.main.id, credit: house.id, amount: 10, currency }),
          /ledger_transfers_debit_currency/,
        ],
        [
          rawTransfer({ key: `fx-credit-${playerId}`, kind: 'bet', debit: main.id, credit: other.house.id, amount: 10, currency }),
          /ledger_transfers_credit_currency/,
        ],
        [
          rawTransfer({ key: `fx-both-${playerId}`, kind: 'bet', debit: main.id, credit: house.id, amount: 10, currency: other.currency }),
          /ledger_transfers_debit_currency/,
        ],
      ] as const;
      for (const [refusal, message] of refusals) {
        await expect(refusal).rejects.toThrow(message);
        await expect(refusal).rejects.toMatchObject({ code: '23503' });
      }
      expect(await transferCount()).toBe(before);
      expect([await balanceOf(main.id), await balanceOf(other.main.id), await balanceOf(house.id)]).toEqual([1_000, 1_000, 0]);
      await expectSound(currency);
      await expectSound(other.currency);
    });

    it('refuses an account that does not exist on either side', async () => {
      const { currency, playerId, main, house } = await fundedPlayer(1_000);
      const missing = 9_000_000_000;
      await expect(
        rawTransfer({ key: `ghost-debit-${playerId}`, kind: 'bet', debit: missing, credit: house.id, amount: 10, currency }),
      ).rejects.toThrow(/unknown account/);
      await expect(
        rawTransfer({ key: `ghost-credit-${playerId}`, kind: 'bet', debit: main.id, credit: missing, amount: 10, currency }),
      ).rejects.toThrow(/unknown account/);
      await expectSound(currency);
    });
  });

  describe('an account stays what it is while it has transfers', () => {
    it('refuses a delete of an account with transfers, on either side, and allows one without', async () => {
      const { currency, playerId, main, clearing } = await fundedPlayer(1_000);
      await expect(sql`delete from ledger_accounts where id = ${main.id}`.execute(suite.db)).rejects.toThrow(/has a balance or transfers/);
      await expect(sql`delete from ledger_accounts where id = ${clearing.id}`.execute(suite.db)).rejects.toThrow(
        /has a balance or transfers/,
      );
      const unused = await wallet.accounts.player(suite.db, playerId, 'betting_bonus', currency);
      await sql`delete from ledger_accounts where id = ${unused.id}`.execute(suite.db);
      expect((await sql`select 1 from ledger_accounts where id = ${unused.id}`.execute(suite.db)).rows).toEqual([]);
      await expectSound(currency);
    });

    it('refuses a truncate of the accounts', async () => {
      await fundedPlayer(1_000);
      await expect(sql`truncate ledger_accounts`.execute(suite.db)).rejects.toThrow(/never truncated/);
      await expect(sql`truncate ledger_accounts cascade`.execute(suite.db)).rejects.toThrow(/never truncated|append-only/);
    });

    it.each([
      ['its id', sql`id = default`],
      ['its kind', sql`kind = 'bonus'`],
      ['its player', sql`player_id = player_id + 1`],
      ['its currency', sql`currency = 'EUR'`],
      ['its shard', sql`shard = 1`],
    ])('refuses a change of %s', async (_, change) => {
      const { currency, main } = await fundedPlayer(1_000);
      await expect(sql`update ledger_accounts set ${change} where id = ${main.id}`.execute(suite.db)).rejects.toThrow(/never changes/);
      expect(await balanceOf(main.id)).toBe(1_000);
      await expectSound(currency);
    });

    it('refuses a change of a clearing account’s provider', async () => {
      const { clearing } = await fundedPlayer(1_000);
      await expect(sql`update ledger_accounts set provider = 'elsewhere' where id = ${clearing.id}`.execute(suite.db)).rejects.toThrow(
        /never changes/,
      );
    });

    // Only PostgreSQL has a second connection: the delete waits for the transfer's row lock and then sees its commit.
    (target.name === 'postgres' ? it : it.skip)('refuses a delete that waited for a transfer over the account to commit', async () => {
      const currency = freshCurrency();
      const playerId = freshPlayerId();
      const main = await wallet.accounts.player(suite.db, playerId, 'main', currency);
      const house = await wallet.accounts.house(suite.db, currency, playerId);
      let transferred!: () => void;
      const inTransaction = new Promise<void>((resolve) => (transferred = resolve));
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      const posting = suite.db.transaction().execute(async (trx) => {
        await wallet.transfer(trx, { key: `race-win-${playerId}`, kind: 'win', from: house, to: main, amount: 10 });
        transferred();
        await committing;
      });
      await inTransaction;
      const deleting = sql`delete from ledger_accounts where id = ${house.id}`.execute(suite.db).then(
        () => undefined,
        (error: unknown) => error,
      );
      // The delete is queued behind the uncommitted transfer's row lock before that commits.
      for (let attempt = 0; ; attempt += 1) {
        const { rows } = await sql<{ n: string }>`select count(*) as n from pg_stat_activity
          where wait_event_type = 'Lock' and query like 'delete from ledger_accounts%'`.execute(suite.db);
        if (Number(rows[0]!.n) > 0) break;
        if (attempt > 200) throw new Error('the delete never waited for the transfer');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      commit();
      await posting;
      expect(await deleting).toEqual(expect.objectContaining({ message: expect.stringMatching(/has a balance or transfers/) }));
      expect(await balanceOf(house.id)).toBe(-10);
      await expectSound(currency);
    });
  });

  describe('balances change only through transfers', () => {
    it('refuses a balance written by a statement of a client or of a function it called', async () => {
      const { currency, main } = await fundedPlayer(1_000);
      await expect(sql`update ledger_accounts set balance = balance + 1 where id = ${main.id}`.execute(suite.db)).rejects.toThrow(
        /only through transfers/,
      );
      await expect(
        sql.raw(`do $$ begin update ledger_accounts set balance = balance + 1 where id = ${Number(main.id)}; end $$`).execute(suite.db),
      ).rejects.toThrow(/only through transfers/);
      expect(await balanceOf(main.id)).toBe(1_000);
      await expectSound(currency);
    });

    // A BEFORE INSERT trigger runs for every proposed row, and its writes stay when ON CONFLICT DO NOTHING
    // then skips the row: the posting trigger must not leave a balance moved without its transfer.
    it('moves no balance for a row that ON CONFLICT DO NOTHING skips (a used key, a second reversal)', async () => {
      const { currency, playerId, main, house, clearing } = await fundedPlayer(1_000);
      const bet = await wallet.transfer(suite.db, { key: `bet-${playerId}`, kind: 'bet', from: main, to: house, amount: 100 });
      await wallet.reverse(suite.db, { key: `undo-${playerId}`, of: { id: bet.id } });
      const balances = async () => [await balanceOf(main.id), await balanceOf(house.id), await balanceOf(clearing.id)];
      const before = await balances();
      const transfersBefore = await transferCount();
      const skipped = [
        sql`insert into ledger_transfers (idempotency_key, kind, debit_account_id, credit_account_id, amount, currency)
          values (${`deposit-${playerId}`}, 'deposit', ${clearing.id}, ${main.id}, 5000, ${currency}) on conflict do nothing`,
        sql`insert into ledger_transfers (idempotency_key, kind, debit_account_id, credit_account_id, amount, currency, reverses_transfer_id)
          values (${`undo-again-${playerId}`}, 'reversal', ${house.id}, ${main.id}, 100, ${currency}, ${bet.id}) on conflict do nothing`,
      ];
      // Refused or a no-op: either way nothing may move.
      for (const statement of skipped) await statement.execute(suite.db).catch(() => undefined);
      expect(await transferCount()).toBe(transfersBefore);
      expect(await balances()).toEqual(before);
      await expectSound(currency);
    });

    it('refuses an account opened with money, and opens one at zero', async () => {
      const currency = freshCurrency();
      const playerId = freshPlayerId();
      await expect(
        sql`insert into ledger_accounts (kind, player_id, currency, balance) values ('main', ${playerId}, ${currency}, 1000)`.execute(
          suite.db,
        ),
      ).rejects.toThrow(/opens at zero/);
      await expect(
        sql`insert into ledger_accounts (kind, currency, balance) values ('house', ${currency}, -1000)`.execute(suite.db),
      ).rejects.toThrow(/opens at zero/);
      await sql`insert into ledger_accounts (kind, player_id, currency, balance) values ('main', ${playerId}, ${currency}, 0)`.execute(
        suite.db,
      );
      await expectSound(currency);
    });
  });

  describe('an account is what its kind says when it opens (checked on insert; the guard keeps it so)', () => {
    const cases: Array<[string, string, { kind: string; player: boolean; provider: string | null; currency?: string; shard?: number }]> = [
      ['an unknown kind', 'ledger_accounts_kind_check', { kind: 'jackpot', player: false, provider: null }],
      ['an empty provider', 'ledger_accounts_provider_check', { kind: 'payment_clearing', player: false, provider: '' }],
      [
        'a currency that is not three capitals',
        'ledger_accounts_currency_check',
        { kind: 'house', player: false, provider: null, currency: 'eur' },
      ],
      ['fun money', 'ledger_accounts_currency_check', { kind: 'house', player: false, provider: null, currency: 'FUN' }],
      ['a shard past 255', 'ledger_accounts_shard_check', { kind: 'house', player: false, provider: null, shard: 256 }],
      ['a player account without a player', 'ledger_accounts_owner', { kind: 'main', player: false, provider: null }],
      ['a house account with a player', 'ledger_accounts_owner', { kind: 'house', player: true, provider: null }],
      ['a clearing account without a provider', 'ledger_accounts_owner', { kind: 'payment_clearing', player: false, provider: null }],
      ['a player account on a house shard', 'ledger_accounts_owner', { kind: 'main', player: true, provider: null, shard: 3 }],
    ];
    it.each(cases)('refuses %s (%s)', async (_, constraint, account) => {
      const currency = account.currency ?? freshCurrency();
      await expect(
        sql`insert into ledger_accounts (kind, player_id, provider, currency, shard)
          values (${account.kind}, ${account.player ? freshPlayerId() : null}, ${account.provider}, ${currency}, ${account.shard ?? 0})`.execute(
          suite.db,
        ),
      ).rejects.toMatchObject({ code: '23514', message: expect.stringContaining(constraint) });
      expect((await sql`select 1 from ledger_accounts where currency = ${currency}`.execute(suite.db)).rows).toEqual([]);
    });

    it('opens every kind of account the wallet opens', async () => {
      const currency = freshCurrency();
      const playerId = freshPlayerId();
      for (const kind of ['main', 'bonus', 'betting_bonus', 'pending_withdrawal'] as const)
        await wallet.accounts.player(suite.db, playerId, kind, currency);
      await wallet.accounts.house(suite.db, currency, 7);
      await wallet.accounts.clearing(suite.db, 'testpay', currency);
      await wallet.accounts.opening(suite.db, currency);
      await wallet.accounts.fees(suite.db, currency);
      const { rows } = await sql<{ n: string }>`select count(*) as n from ledger_accounts where currency = ${currency}`.execute(suite.db);
      expect(Number(rows[0]!.n)).toBe(8);
    });
  });

  it('refuses a transfer from an account to itself', async () => {
    const { currency, playerId, main } = await fundedPlayer(1_000);
    await expect(
      rawTransfer({ key: `self-${playerId}`, kind: 'bet', debit: main.id, credit: main.id, amount: 10, currency }),
    ).rejects.toThrow(/ledger_transfers_two_accounts/);
    expect(await balanceOf(main.id)).toBe(1_000);
    await expectSound(currency);
  });

  describe('a declined payment’s key never moves money', () => {
    it('refuses a statement of several transfers when any of them carries a declined key, and writes none of them', async () => {
      const { currency, playerId, main, house } = await fundedPlayer(1_000);
      await wallet.decline(suite.db, `declined-${playerId}`, 'failed');
      const before = await transferCount();
      await expect(
        sql`insert into ledger_transfers (idempotency_key, kind, debit_account_id, credit_account_id, amount, currency)
          values (${`fine-1-${playerId}`}, 'bet', ${main.id}, ${house.id}, 10, ${currency}),
            (${`declined-${playerId}`}, 'bet', ${main.id}, ${house.id}, 10, ${currency}),
            (${`fine-2-${playerId}`}, 'bet', ${main.id}, ${house.id}, 10, ${currency})`.execute(suite.db),
      ).rejects.toThrow(new RegExp(`declined-${playerId} is the key of a declined payment`));
      expect(await transferCount()).toBe(before);
      expect(await balanceOf(main.id)).toBe(1_000);
      await expectSound(currency);
    });

    // Otherwise a direct statement frees the key for a transfer, or declines a payment whose money already moved.
    it('keeps a decline: its row is never deleted or rekeyed, and a key whose money moved is not declined', async () => {
      const { playerId } = await fundedPlayer(1_000);
      await wallet.decline(suite.db, `declined-${playerId}`, 'failed');
      await expect(
        sql`delete from ledger_declined_keys where idempotency_key = ${`declined-${playerId}`}`.execute(suite.db),
      ).rejects.toThrow();
      await expect(
        sql`update ledger_declined_keys set idempotency_key = ${`freed-${playerId}`} where idempotency_key = ${`declined-${playerId}`}`.execute(
          suite.db,
        ),
      ).rejects.toThrow();
      await expect(
        sql`insert into ledger_declined_keys (idempotency_key, reason) values (${`deposit-${playerId}`}, 'late')`.execute(suite.db),
      ).rejects.toThrow();
      const { rows } = await sql<{ key: string }>`select idempotency_key as key from ledger_declined_keys
        where idempotency_key in (${`declined-${playerId}`}, ${`freed-${playerId}`}, ${`deposit-${playerId}`})`.execute(suite.db);
      expect(rows).toEqual([{ key: `declined-${playerId}` }]);
    });
  });

  describe('a settlement matches its hold', () => {
    it('refuses a settlement of a transfer that does not exist', async () => {
      const { currency, playerId, main } = await fundedPlayer(1_000);
      const pending = await wallet.accounts.player(suite.db, playerId, 'pending_withdrawal', currency);
      await wallet.holds.place(suite.db, { key: `hold-${playerId}`, playerId, currency, amount: 400 });
      await expect(
        rawTransfer({
          key: `release-${playerId}`,
          kind: 'withdrawal_release',
          debit: pending.id,
          credit: main.id,
          amount: 400,
          currency,
          settles: 9_000_000_000,
        }),
      ).rejects.toThrow(/whole hold/);
      expect(await balanceOf(pending.id)).toBe(400);
      await expectSound(currency);
    });
  });
});
