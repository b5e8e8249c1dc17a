import { sql } from 'kysely';
import type { Migration } from '../migration';
import { REVERSAL_MIRRORS_CHECK } from './ledger-reversal-check';
import { importLegacyBalances } from './wallet-legacy-import';

/** Statements run one by one: PGlite and PostgreSQL both accept them as they are. */
async function run(db: Parameters<Migration['up']>[0], statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const PLAYER_KINDS = `'main', 'bonus', 'betting_bonus', 'pending_withdrawal'`;
const MAY_GO_NEGATIVE_KINDS = `'house', 'payment_clearing', 'opening_balance'`;
const TRANSFER_KINDS = `'opening_balance', 'legacy_adjustment', 'deposit', 'withdrawal_hold', 'withdrawal_payout',
  'withdrawal_release', 'bet', 'win', 'reversal', 'bonus_grant', 'bonus_forfeit', 'bonus_conversion'`;

/**
 * The double-entry ledger. What the schema holds by itself:
 * - zero sum per currency: a transfer debits one account and credits another by the same positive
 *   amount, in the same currency (composite foreign keys), and only the posting trigger moves
 *   cached balances, both sides in one statement;
 * - player accounts never go below zero (CHECK on a generated `may_go_negative`);
 * - a key applies at most once, a transfer is reversed at most once, a hold is settled at most once
 *   (unique keys), a reversal mirrors its original and a settlement its hold (posting trigger);
 * - a declined payment's key never moves money (posting trigger);
 * - transfers are append-only and balances change only through them (guard triggers).
 */
const ledger: Migration = {
  id: '0901_wallet_ledger',
  up: (db) =>
    run(db, [
      `create table ledger_accounts (
        id bigint generated always as identity primary key,
        kind text not null check (kind in (${PLAYER_KINDS}, ${MAY_GO_NEGATIVE_KINDS})),
        player_id bigint,
        provider text check (length(provider) between 1 and 64),
        currency text not null check (currency ~ '^[A-Z]{3}$' and currency <> 'FUN'),
        shard smallint not null default 0 check (shard between 0 and 255),
        balance bigint not null default 0,
        may_go_negative boolean not null generated always as (kind in (${MAY_GO_NEGATIVE_KINDS})) stored,
        created_at timestamptz not null default now(),
        constraint ledger_accounts_owner check (
          (kind in (${PLAYER_KINDS})) = (player_id is not null)
          and (kind = 'payment_clearing') = (provider is not null)
          and (kind = 'house' or shard = 0)
        ),
        constraint ledger_accounts_non_negative check (may_go_negative or balance >= 0),
        constraint ledger_accounts_identity unique nulls not distinct (kind, player_id, provider, currency, shard),
        constraint ledger_accounts_id_currency unique (id, currency)
      )`,
      `create index ledger_accounts_player on ledger_accounts (player_id, currency) where player_id is not null`,
      `create table ledger_declined_keys (
        idempotency_key text primary key check (length(idempotency_key) between 1 and 255),
        reason text not null,
        created_at timestamptz not null default now()
      )`,
      `create table ledger_transfers (
        id bigint generated always as identity primary key,
        idempotency_key text not null check (length(idempotency_key) between 1 and 255),
        kind text not null check (kind in (${TRANSFER_KINDS})),
        debit_account_id bigint not null,
        credit_account_id bigint not null,
        amount bigint not null check (amount > 0),
        currency text not null,
        reverses_transfer_id bigint references ledger_transfers (id),
        settles_transfer_id bigint references ledger_transfers (id),
        reference_type text check (length(reference_type) between 1 and 64),
        reference_id text check (length(reference_id) between 1 and 255),
        debit_balance_after bigint not null,
        credit_balance_after bigint not null,
        created_at timestamptz not null default now(),
        constraint ledger_transfers_two_accounts check (debit_account_id <> credit_account_id),
        constraint ledger_transfers_debit_currency foreign key (debit_account_id, currency) references ledger_accounts (id, currency),
        constraint ledger_transfers_credit_currency foreign key (credit_account_id, currency) references ledger_accounts (id, currency),
        constraint ledger_transfers_reversal check ((kind = 'reversal') = (reverses_transfer_id is not null)),
        constraint ledger_transfers_settlement check ((kind in ('withdrawal_payout', 'withdrawal_release')) = (settles_transfer_id is not null)),
        constraint ledger_transfers_reference check ((reference_type is null) = (reference_id is null))
      )`,
      `create unique index ledger_transfers_key on ledger_transfers (idempotency_key)`,
      `create unique index ledger_transfers_reversed_once on ledger_transfers (reverses_transfer_id) where reverses_transfer_id is not null`,
      `create unique index ledger_transfers_settled_once on ledger_transfers (settles_transfer_id) where settles_transfer_id is not null`,
      `create index ledger_transfers_debit on ledger_transfers (debit_account_id, id)`,
      `create index ledger_transfers_credit on ledger_transfers (credit_account_id, id)`,
      `create index ledger_transfers_reference on ledger_transfers (reference_type, reference_id) where reference_type is not null`,
      // Which accounts each kind of transfer may debit and credit (reversals mirror their original).
      `create table ledger_transfer_routes (
        transfer_kind text not null,
        debit_kind text not null,
        credit_kind text not null,
        primary key (transfer_kind, debit_kind, credit_kind)
      )`,
      `insert into ledger_transfer_routes (transfer_kind, debit_kind, credit_kind)
      select route.transfer_kind, debit.kind, credit.kind
      from (values
        ('opening_balance', '{opening_balance}', '{main,bonus,betting_bonus}'),
        ('legacy_adjustment', '{opening_balance}', '{main,bonus,betting_bonus}'),
        ('legacy_adjustment', '{main,bonus,betting_bonus}', '{opening_balance}'),
        ('deposit', '{payment_clearing}', '{main}'),
        ('withdrawal_hold', '{main}', '{pending_withdrawal}'),
        ('withdrawal_payout', '{pending_withdrawal}', '{payment_clearing}'),
        ('withdrawal_release', '{pending_withdrawal}', '{main}'),
        ('bet', '{main,bonus,betting_bonus}', '{house}'),
        ('win', '{house}', '{main,bonus,betting_bonus}'),
        ('bonus_grant', '{house}', '{bonus,betting_bonus}'),
        ('bonus_forfeit', '{bonus,betting_bonus}', '{house}'),
        ('bonus_conversion', '{bonus,betting_bonus}', '{main}')
      ) as route (transfer_kind, debit_kinds, credit_kinds)
      cross join lateral unnest(route.debit_kinds::text[]) as debit (kind)
      cross join lateral unnest(route.credit_kinds::text[]) as credit (kind)`,
      `create function ledger_post_transfer() returns trigger language plpgsql as $$
      declare
        original ledger_transfers%rowtype;
        credit_kind text;
      begin
        if exists (select 1 from ledger_declined_keys where idempotency_key = new.idempotency_key) then
          raise exception 'ledger: % is the key of a declined payment', new.idempotency_key
            using errcode = 'check_violation', constraint = 'ledger_transfers_declined_key';
        end if;
        ${REVERSAL_MIRRORS_CHECK}
        if new.settles_transfer_id is not null then
          select * into original from ledger_transfers where id = new.settles_transfer_id;
          select kind into credit_kind from ledger_accounts where id = new.credit_account_id;
          if not found or original.kind <> 'withdrawal_hold' or original.credit_account_id <> new.debit_account_id
            or original.amount <> new.amount
            or (new.kind = 'withdrawal_release' and new.credit_account_id <> original.debit_account_id)
            or (new.kind = 'withdrawal_payout' and credit_kind <> 'payment_clearing') then
            raise exception 'ledger: a settlement moves its whole hold back to the player or out to a provider'
              using errcode = 'check_violation', constraint = 'ledger_transfers_settlement_matches';
          end if;
        end if;
        -- Both sides in ascending id order, the order in which the wallet locks them, so two
        -- transfers over the same accounts never wait for each other in a cycle.
        if new.debit_account_id < new.credit_account_id then
          update ledger_accounts set balance = balance - new.amount where id = new.debit_account_id returning balance into new.debit_balance_after;
          update ledger_accounts set balance = balance + new.amount where id = new.credit_account_id returning balance into new.credit_balance_after;
        else
          update ledger_accounts set balance = balance + new.amount where id = new.credit_account_id returning balance into new.credit_balance_after;
          update ledger_accounts set balance = balance - new.amount where id = new.debit_account_id returning balance into new.debit_balance_after;
        end if;
        if new.debit_balance_after is null or new.credit_balance_after is null then
          raise exception 'ledger: unknown account' using errcode = 'foreign_key_violation';
        end if;
        return new;
      end $$`,
      `create trigger ledger_transfers_post before insert on ledger_transfers for each row execute function ledger_post_transfer()`,
      // The wallet's whole posting protocol in one round trip. Each statement inside sees what was
      // committed before it ran (a volatile function in read committed), so after the key lock the
      // lookup sees any earlier call with the same key, and after the row locks the balances are current.
      `create function ledger_transfer(
        p_key text, p_kind text, p_debit bigint, p_credit bigint, p_amount bigint, p_reverses bigint, p_settles bigint,
        p_reference_type text, p_reference_id text, p_created_at timestamptz
      ) returns table (outcome text, detail bigint, reason text, transfer jsonb) language plpgsql as $$
      declare
        existing ledger_transfers%rowtype;
        debit ledger_accounts%rowtype;
        credit ledger_accounts%rowtype;
        other bigint;
        declined_reason text;
      begin
        perform pg_advisory_xact_lock(7305, hashtext(p_key));
        select * into existing from ledger_transfers where idempotency_key = p_key;
        if found then
          if existing.kind = p_kind and existing.debit_account_id = p_debit and existing.credit_account_id = p_credit
            and existing.amount = p_amount and existing.reverses_transfer_id is not distinct from p_reverses
            and existing.settles_transfer_id is not distinct from p_settles
            and existing.reference_type is not distinct from p_reference_type and existing.reference_id is not distinct from p_reference_id then
            return query select 'replayed', null::bigint, null::text, to_jsonb(existing);
          else
            return query select 'key_reused', null::bigint, null::text, to_jsonb(existing);
          end if;
          return;
        end if;
        select d.reason into declined_reason from ledger_declined_keys d where d.idempotency_key = p_key;
        if found then
          return query select 'declined', null::bigint, declined_reason, null::jsonb;
          return;
        end if;
        -- Ascending id order, like the posting trigger: transfers over the same accounts queue, never deadlock.
        if p_debit < p_credit then
          select * into debit from ledger_accounts where id = p_debit for no key update;
          select * into credit from ledger_accounts where id = p_credit for no key update;
        else
          select * into credit from ledger_accounts where id = p_credit for no key update;
          select * into debit from ledger_accounts where id = p_debit for no key update;
        end if;
        if debit.id is null or credit.id is null then
          return query select 'unknown_account', null::bigint, null::text, null::jsonb;
          return;
        end if;
        if debit.currency <> credit.currency then
          return query select 'currency_mismatch', null::bigint, debit.currency || ' to ' || credit.currency, null::jsonb;
          return;
        end if;
        if p_kind <> 'reversal' and (
          not exists (select 1 from ledger_transfer_routes r where r.transfer_kind = p_kind and r.debit_kind = debit.kind and r.credit_kind = credit.kind)
          or debit.player_id <> credit.player_id) then
          return query select 'route', null::bigint, p_kind || ' from ' || debit.kind || ' to ' || credit.kind, null::jsonb;
          return;
        end if;
        if p_reverses is not null then
          select id into other from ledger_transfers where reverses_transfer_id = p_reverses;
          if found then
            return query select 'already_reversed', other, null::text, null::jsonb;
            return;
          end if;
        end if;
        if p_settles is not null then
          select id into other from ledger_transfers where settles_transfer_id = p_settles;
          if found then
            return query select 'already_settled', other, null::text, null::jsonb;
            return;
          end if;
        end if;
        if not debit.may_go_negative and debit.balance < p_amount then
          return query select 'insufficient_funds', debit.balance, debit.id::text, null::jsonb;
          return;
        end if;
        insert into ledger_transfers (idempotency_key, kind, debit_account_id, credit_account_id, amount, currency,
          reverses_transfer_id, settles_transfer_id, reference_type, reference_id, created_at)
        values (p_key, p_kind, p_debit, p_credit, p_amount, debit.currency, p_reverses, p_settles, p_reference_type, p_reference_id,
          coalesce(p_created_at, now()))
        returning * into existing;
        return query select 'posted', null::bigint, null::text, to_jsonb(existing);
      end $$`,
      `create function ledger_refuse_rewrite() returns trigger language plpgsql as $$
      begin
        raise exception 'ledger: transfers are append-only; reverse a transfer instead' using errcode = 'restrict_violation';
      end $$`,
      `create trigger ledger_transfers_append_only before update or delete on ledger_transfers for each row execute function ledger_refuse_rewrite()`,
      `create trigger ledger_transfers_no_truncate before truncate on ledger_transfers for each statement execute function ledger_refuse_rewrite()`,
      `create function ledger_guard_account() returns trigger language plpgsql as $$
      begin
        if new.kind is distinct from old.kind or new.player_id is distinct from old.player_id or new.provider is distinct from old.provider
          or new.currency is distinct from old.currency or new.shard is distinct from old.shard then
          raise exception 'ledger: an account never changes owner, kind or currency' using errcode = 'restrict_violation';
        end if;
        -- Depth 2 is the posting trigger's own update; anything else writing a balance is refused.
        if new.balance is distinct from old.balance and pg_trigger_depth() < 2 then
          raise exception 'ledger: balances change only through transfers' using errcode = 'restrict_violation';
        end if;
        return new;
      end $$`,
      `create trigger ledger_accounts_guard before update on ledger_accounts for each row execute function ledger_guard_account()`,
      `create table ledger_legacy_imports (
        player_id bigint not null,
        currency text not null,
        last_round_id bigint not null,
        imported_at timestamptz not null default now(),
        primary key (player_id, currency)
      )`,
    ]),
};

/**
 * Opens ledger accounts for every player and moves the balances kept on `accounts` and the
 * history of real-money slot rounds into the ledger (see `importLegacyBalances`). The cut-over of
 * the callers adds one more run of the same import (a new id), which catches up on what the old
 * code changed in between.
 */
const legacyBalances: Migration = {
  id: '0902_wallet_legacy_balances',
  async up(db) {
    // One snapshot for balances and rounds, so a spin committed meanwhile is seen in both or neither.
    await sql`set transaction isolation level repeatable read`.execute(db);
    await importLegacyBalances(db, { run: '0902' });
  },
};

/**
 * The cut-over: from this release the slot, the seed and the cashier move money only through the
 * ledger and nothing writes the balance columns. One more run of the import catches up on the
 * rounds played and the balance changes made by the old code since `0902`, so the ledger starts
 * exactly where the columns ended. Deploy with the old instances stopped (an old instance still
 * writes the columns); the columns are dropped by a later migration once `wallet.audit` is clean.
 */
const cutover: Migration = {
  id: '0903_wallet_cutover',
  async up(db) {
    await sql`set transaction isolation level repeatable read`.execute(db);
    await importLegacyBalances(db, { run: '0903' });
  },
};

/**
 * Cashback is real money the house pays back: a transfer kind of its own, house → main. The
 * wallet owns its kinds and routes, so a database without the ledger (the legacy import's
 * starting point) can still take every other area's migrations. A database that took this change
 * with the bonus area's first migration takes it again unchanged.
 */
const cashbackPayout: Migration = {
  id: '0904_wallet_cashback_payout',
  up: (db) =>
    run(db, [
      `alter table ledger_transfers drop constraint ledger_transfers_kind_check`,
      `alter table ledger_transfers add constraint ledger_transfers_kind_check check (kind in (${TRANSFER_KINDS}, 'cashback_payout'))`,
      `insert into ledger_transfer_routes (transfer_kind, debit_kind, credit_kind) values ('cashback_payout', 'house', 'main')
        on conflict do nothing`,
    ]),
};

/**
 * Payment fees: a deposit's fee is a transfer of its own, from the player's main balance to the
 * operator's `fee_income` account of the currency (in the deposit's transaction). `fee_income` is
 * not among the kinds that may go negative (`may_go_negative` is generated from the kind), so a fee
 * is given back only after it was taken. A refunded deposit reverses its fee like its deposit.
 */
const depositFee: Migration = {
  id: '0905_wallet_deposit_fee',
  up: (db) =>
    run(db, [
      `alter table ledger_accounts drop constraint ledger_accounts_kind_check`,
      `alter table ledger_accounts add constraint ledger_accounts_kind_check
        check (kind in (${PLAYER_KINDS}, ${MAY_GO_NEGATIVE_KINDS}, 'fee_income'))`,
      `alter table ledger_transfers drop constraint ledger_transfers_kind_check`,
      `alter table ledger_transfers add constraint ledger_transfers_kind_check
        check (kind in (${TRANSFER_KINDS}, 'cashback_payout', 'deposit_fee'))`,
      `insert into ledger_transfer_routes (transfer_kind, debit_kind, credit_kind) values ('deposit_fee', 'main', 'fee_income')
        on conflict do nothing`,
    ]),
};

export const walletMigrations: Migration[] = [ledger, legacyBalances, cutover, cashbackPayout, depositFee];
