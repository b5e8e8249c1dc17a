import { sql } from 'kysely';
import type { Migration } from '../migration';
import { REVERSAL_MIRRORS_CHECK } from './ledger-reversal-check';

/**
 * A cheaper transfer inside PostgreSQL, every invariant of 0901 held as before. Profiled (`perf` on
 * the backend running group-committed batches), most of a transfer's cost was not the checks it ran
 * but statement start-up: every UPDATE of `ledger_accounts` re-reads the table's CHECK expressions
 * from their stored text and prepares them (~30 % of the backend's CPU, two updates per transfer).
 * Now:
 * - both balances move in one UPDATE (was two). The callers (`ledger_transfer`, the batch and group
 *   functions) already hold both rows' locks, taken in ascending id order, so the trigger's own
 *   order no longer matters for them; two direct inserts over crossing accounts may deadlock, and
 *   PostgreSQL then refuses one;
 * - the account's identity CHECKs (kind, provider, currency, shard, owner) are checked on insert
 *   only, by a trigger, under the same constraint names and SQLSTATE: the guard trigger refuses any
 *   change of those columns (and now of `id`, which `set id = default` could change), so a row that
 *   was valid when inserted stays valid. `ledger_accounts_non_negative` stays a CHECK on every update.
 *   A later migration adding an account kind replaces `ledger_check_new_account` (the kind list is here);
 * - the composite foreign keys (`ledger_transfers_debit_currency`, `ledger_transfers_credit_currency`,
 *   one query each after every row) are replaced by the posting trigger's own update, which returns
 *   the accounts' currencies and compares them with the transfer's, under the same names and
 *   SQLSTATE; a missing account was already refused by the update finding no row. What else the keys
 *   held is guarded on `ledger_accounts`: an account with transfers is never deleted, the table never
 *   truncated, its id never changes. The update holds the row's lock until commit, so a delete cannot
 *   slip in between the check and the commit (it waits, then sees the transfer), as the keys' share
 *   lock ensured;
 * - the declined-key lookup runs once per insert statement over all its rows (a statement trigger
 *   with the inserted rows as a transition table) instead of once per row: a group-committed batch
 *   is one lookup. It still refuses any insert, whoever makes it;
 * - an account opens at a zero balance (an insert with another balance is refused): money reaches an
 *   account only by a transfer (the update guard never saw inserts); an account holding money is
 *   never deleted, and the migration refuses a database where one holds money no transfer moved;
 * - a row that `INSERT … ON CONFLICT DO NOTHING` skips no longer keeps the balances its BEFORE
 *   trigger moved (PostgreSQL keeps a before-trigger's writes for a skipped row): the statement
 *   trigger compares the rows that moved money with the rows inserted and refuses the statement;
 * - a declined key stays declined (its row is never updated, deleted or truncated), and a key whose
 *   money moved is never declined, as `declineKey` already kept it.
 * Reversal and settlement checks are unchanged, except that a settlement naming a transfer that does
 * not exist is refused by the trigger itself (its check compared the missing row's nulls and let the
 * self-referencing foreign key refuse it; that key stays).
 * Tried and left out: a `WHEN (pg_trigger_depth() < 1 or …)` condition on the guard trigger, so that
 * PL/pgSQL is not entered for the posting trigger's own update, cost more than it saved: the
 * condition, like a CHECK, is read from its stored text and prepared again for every statement.
 */
const PLAYER_KIND_LIST = ['main', 'bonus', 'betting_bonus', 'pending_withdrawal'];
const ACCOUNT_KIND_LIST = [...PLAYER_KIND_LIST, 'house', 'payment_clearing', 'opening_balance', 'fee_income'];
const quoted = (kinds: string[]) => kinds.map((kind) => `'${kind}'`).join(', ');
const PLAYER_KINDS = quoted(PLAYER_KIND_LIST);
const ACCOUNT_KINDS = quoted(ACCOUNT_KIND_LIST);

const cheaperPosting: Migration = {
  id: '0909_wallet_cheaper_posting',
  async up(db) {
    // The kinds the CHECK allows now (0901, 0905): a later change to them must be carried over here, not lost.
    const { rows } = await sql<{ definition: string }>`
      select pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = 'ledger_accounts'::regclass and conname = 'ledger_accounts_kind_check'`.execute(db);
    const kinds = [...(rows[0]?.definition ?? '').matchAll(/'([a-z_]+)'/g)].map((match) => match[1]).sort();
    if (kinds.join() !== [...ACCOUNT_KIND_LIST].sort().join())
      throw new Error(`ledger_accounts_kind_check allows ${kinds.join(', ')}, not the kinds this migration carries over`);
    // Before this migration an account could be inserted holding money (no guard saw inserts).
    // Such a row is money no transfer explains: refuse to carry it over silently.
    const unexplained = await sql<{ id: string }>`
      select a.id from ledger_accounts a
      where a.balance <> 0
        and not exists (select 1 from ledger_transfers t where t.debit_account_id = a.id)
        and not exists (select 1 from ledger_transfers t where t.credit_account_id = a.id)
      limit 1`.execute(db);
    if (unexplained.rows[0])
      throw new Error(`ledger account ${unexplained.rows[0].id} holds money that no transfer moved; reconcile it first`);
    const statements = [
      `create or replace function ledger_post_transfer() returns trigger language plpgsql as $$
      declare
        original ledger_transfers%rowtype;
        credit_kind text;
        debit_currency text;
        credit_currency text;
        moved record;
      begin
        if new.debit_account_id = new.credit_account_id then
          raise exception 'new row for relation "ledger_transfers" violates check constraint "ledger_transfers_two_accounts"'
            using errcode = 'check_violation', constraint = 'ledger_transfers_two_accounts';
        end if;
        ${REVERSAL_MIRRORS_CHECK}
        if new.settles_transfer_id is not null then
          select * into original from ledger_transfers where id = new.settles_transfer_id;
          select kind into credit_kind from ledger_accounts where id = new.credit_account_id;
          if original.id is null or credit_kind is null or original.kind <> 'withdrawal_hold' or original.credit_account_id <> new.debit_account_id
            or original.amount <> new.amount
            or (new.kind = 'withdrawal_release' and new.credit_account_id <> original.debit_account_id)
            or (new.kind = 'withdrawal_payout' and credit_kind <> 'payment_clearing') then
            raise exception 'ledger: a settlement moves its whole hold back to the player or out to a provider'
              using errcode = 'check_violation', constraint = 'ledger_transfers_settlement_matches';
          end if;
        end if;
        -- Both sides in one statement: each statement re-reads and prepares the account table's
        -- CHECK constraints, which was most of a transfer's cost. Callers (ledger_transfer, the batch
        -- and group functions) hold both rows' locks already, taken in ascending id order.
        new.debit_balance_after := null;
        new.credit_balance_after := null;
        for moved in
          update ledger_accounts a set balance = a.balance + case when a.id = new.debit_account_id then -new.amount else new.amount end
          where a.id in (new.debit_account_id, new.credit_account_id)
          returning a.id, a.balance, a.currency
        loop
          if moved.id = new.debit_account_id then
            new.debit_balance_after := moved.balance;
            debit_currency := moved.currency;
          else
            new.credit_balance_after := moved.balance;
            credit_currency := moved.currency;
          end if;
        end loop;
        if new.debit_balance_after is null or new.credit_balance_after is null then
          raise exception 'ledger: unknown account' using errcode = 'foreign_key_violation';
        end if;
        -- What the composite foreign keys checked, by their names: both accounts are in the transfer's currency.
        if debit_currency <> new.currency then
          raise exception 'ledger: ledger_transfers_debit_currency: account % is in %, not %', new.debit_account_id, debit_currency, new.currency
            using errcode = 'foreign_key_violation', constraint = 'ledger_transfers_debit_currency';
        end if;
        if credit_currency <> new.currency then
          raise exception 'ledger: ledger_transfers_credit_currency: account % is in %, not %', new.credit_account_id, credit_currency, new.currency
            using errcode = 'foreign_key_violation', constraint = 'ledger_transfers_credit_currency';
        end if;
        -- Counted for the statement trigger: a row ON CONFLICT then skips keeps the balances moved here.
        perform set_config('ledger.posted_rows', (coalesce(nullif(current_setting('ledger.posted_rows', true), '')::bigint, 0) + 1)::text, true);
        return new;
      end $$`,
      `alter table ledger_transfers drop constraint ledger_transfers_debit_currency, drop constraint ledger_transfers_credit_currency`,

      `create function ledger_refuse_declined_keys() returns trigger language plpgsql as $$
      declare
        declined text;
        posted bigint := coalesce(nullif(current_setting('ledger.posted_rows', true), '')::bigint, 0);
        inserted bigint;
      begin
        -- PostgreSQL keeps what a BEFORE INSERT trigger wrote for a row that ON CONFLICT then skips:
        -- every row whose balances moved must be one this statement inserted.
        perform set_config('ledger.posted_rows', '0', true);
        select count(*) into inserted from ledger_transfers_inserted;
        if inserted <> posted then
          raise exception 'ledger: % rows moved balances but % were inserted', posted, inserted using errcode = 'restrict_violation';
        end if;
        select p.idempotency_key into declined
        from ledger_transfers_inserted p join ledger_declined_keys d on d.idempotency_key = p.idempotency_key
        limit 1;
        if declined is not null then
          raise exception 'ledger: % is the key of a declined payment', declined
            using errcode = 'check_violation', constraint = 'ledger_transfers_declined_key';
        end if;
        return null;
      end $$`,
      `create trigger ledger_transfers_declined_keys after insert on ledger_transfers
        referencing new table as ledger_transfers_inserted for each statement execute function ledger_refuse_declined_keys()`,

      `create or replace function ledger_guard_account() returns trigger language plpgsql as $$
      begin
        if new.id is distinct from old.id or new.kind is distinct from old.kind or new.player_id is distinct from old.player_id
          or new.provider is distinct from old.provider or new.currency is distinct from old.currency or new.shard is distinct from old.shard then
          raise exception 'ledger: an account never changes id, owner, kind or currency' using errcode = 'restrict_violation';
        end if;
        -- Depth 2 is the posting trigger's own update; anything else writing a balance is refused.
        if new.balance is distinct from old.balance and pg_trigger_depth() < 2 then
          raise exception 'ledger: balances change only through transfers' using errcode = 'restrict_violation';
        end if;
        return new;
      end $$`,

      `create function ledger_guard_account_rows() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          if old.balance <> 0 or exists (select 1 from ledger_transfers where debit_account_id = old.id)
            or exists (select 1 from ledger_transfers where credit_account_id = old.id) then
            raise exception 'ledger: account % has a balance or transfers and is never deleted', old.id using errcode = 'foreign_key_violation';
          end if;
          return old;
        end if;
        raise exception 'ledger: accounts are never truncated' using errcode = 'restrict_violation';
      end $$`,
      `create trigger ledger_accounts_keep before delete on ledger_accounts for each row execute function ledger_guard_account_rows()`,
      `create trigger ledger_accounts_no_truncate before truncate on ledger_accounts for each statement execute function ledger_guard_account_rows()`,

      // A decline stays: deleting or rekeying it would free its key for a transfer. declineKey
      // (wallet/transfers.ts) refuses a key whose money moved; a direct insert is refused the same.
      `create function ledger_guard_declined_key() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          if exists (select 1 from ledger_transfers where idempotency_key = new.idempotency_key) then
            raise exception 'ledger: % already moved money and is not declined', new.idempotency_key
              using errcode = 'check_violation', constraint = 'ledger_declined_keys_unused';
          end if;
          return new;
        end if;
        raise exception 'ledger: a declined key stays declined' using errcode = 'restrict_violation';
      end $$`,
      `create trigger ledger_declined_keys_guard before insert or update or delete on ledger_declined_keys
        for each row execute function ledger_guard_declined_key()`,
      `create trigger ledger_declined_keys_no_truncate before truncate on ledger_declined_keys
        for each statement execute function ledger_guard_declined_key()`,

      // The account's own CHECKs, by their names, on insert only: a null passes as it passes a CHECK.
      `create function ledger_check_new_account() returns trigger language plpgsql as $$
      declare
        broken text;
      begin
        if new.balance <> 0 then
          raise exception 'ledger: an account opens at zero; money reaches it only by a transfer' using errcode = 'restrict_violation';
        end if;
        broken := case
          when not (new.kind in (${ACCOUNT_KINDS})) then 'ledger_accounts_kind_check'
          when not (length(new.provider) between 1 and 64) then 'ledger_accounts_provider_check'
          when not (new.currency ~ '^[A-Z]{3}$' and new.currency <> 'FUN') then 'ledger_accounts_currency_check'
          when not (new.shard between 0 and 255) then 'ledger_accounts_shard_check'
          when not ((new.kind in (${PLAYER_KINDS})) = (new.player_id is not null)
            and (new.kind = 'payment_clearing') = (new.provider is not null)
            and (new.kind = 'house' or new.shard = 0)) then 'ledger_accounts_owner'
        end;
        if broken is not null then
          raise exception 'new row for relation "ledger_accounts" violates check constraint "%"', broken
            using errcode = 'check_violation', constraint = broken;
        end if;
        return new;
      end $$`,
      `create trigger ledger_accounts_check before insert on ledger_accounts for each row execute function ledger_check_new_account()`,
      `alter table ledger_accounts drop constraint ledger_accounts_kind_check, drop constraint ledger_accounts_provider_check,
        drop constraint ledger_accounts_currency_check, drop constraint ledger_accounts_shard_check, drop constraint ledger_accounts_owner`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

export const walletPostingMigrations: Migration[] = [cheaperPosting];
