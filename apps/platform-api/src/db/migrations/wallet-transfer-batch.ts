import { sql } from 'kysely';
import type { Migration } from '../migration';

/**
 * The batch's transfers, the same in 0906 and 0907: each through `ledger_transfer`, inside the
 * subtransaction both open, so that a refusal (LDG01) rolls back the transfers this call already
 * posted and answers only the refusal; otherwise one row per transfer, in order. Part of the text
 * of both applied migrations: a change of the batch is a new migration with its own text.
 */
const POST_EACH_TRANSFER = `for item in select t.value from jsonb_array_elements(p_transfers) with ordinality t order by t.ordinality loop
              position := position + 1;
              select * into answer from ledger_transfer(item->>'key', item->>'kind', (item->>'debit')::bigint, (item->>'credit')::bigint,
                (item->>'amount')::bigint, null, null, item->>'reference_type', item->>'reference_id', null);
              if answer.outcome not in ('posted', 'replayed') then
                refused_at := position;
                refusal := answer;
                raise exception 'ledger: transfer % of the batch refused (%)', position, answer.outcome using errcode = 'LDG01';
              end if;
              outcomes := outcomes || answer.outcome;
              transfers := transfers || answer.transfer;
            end loop;
          exception when sqlstate 'LDG01' then
            return query select refused_at, refusal.outcome, refusal.detail, refusal.reason, refusal.transfer;
            return;
          end;
          return query select answers.ordinal::int, answers.outcome, null::bigint, null::text, answers.transfer
            from unnest(outcomes, transfers) with ordinality as answers (outcome, transfer, ordinal);`;

/**
 * Several transfers in one call (a spin's bet and win): one round trip instead of one per transfer,
 * and, on the plain database, one statement that is its own transaction instead of BEGIN, the
 * calls and COMMIT. Every transfer still goes through `ledger_transfer` (0901), so the key lock,
 * replay, declined keys, routes, funds and the posting trigger are exactly those of a single one.
 * What the batch adds:
 * - all or nothing: a refusal of any transfer rolls back those this call already posted (a block
 *   with an exception handler is a subtransaction) and answers only that refusal, so the caller's
 *   transaction stays usable, as after a single refused transfer;
 * - one lock order: before the first transfer it takes every key's lock, in the order of the
 *   transfers, then every account's row lock, in ascending id. Batches over crossing accounts
 *   therefore queue instead of waiting in a cycle (what `wallet.lock` does for separate calls). The
 *   keys keep the transfers' order because that is the order in which separate calls with the same
 *   keys (the same spin played by a transaction of single transfers) take them: whichever of the two
 *   gets the first key goes first, the other waits holding nothing. Two batches naming the same keys
 *   in different orders could wait in a cycle; a retry names them in the same order.
 *   (0907 below replaces these up-front locks, which cost more than they saved.)
 * Answers one row per transfer in order (`posted` or `replayed`), or one row: the refusal, with
 * `ordinal` the 1-based position of the refused transfer.
 */
const transferBatch: Migration = {
  id: '0906_wallet_transfer_batch',
  async up(db) {
    await sql
      .raw(
        `create function ledger_transfers(p_transfers jsonb)
        returns table (ordinal int, outcome text, detail bigint, reason text, transfer jsonb) language plpgsql as $$
        declare
          item jsonb;
          position int := 0;
          answer record;
          refused_at int;
          refusal record;
          outcomes text[] := '{}';
          transfers jsonb[] := '{}';
        begin
          for item in select t.value from jsonb_array_elements(p_transfers) with ordinality t order by t.ordinality loop
            perform pg_advisory_xact_lock(7305, hashtext(item->>'key'));
          end loop;
          perform 1 from ledger_accounts
          where id in (select (t.value->>'debit')::bigint from jsonb_array_elements(p_transfers) t
            union select (t.value->>'credit')::bigint from jsonb_array_elements(p_transfers) t)
          order by id for no key update;
          begin
            ${POST_EACH_TRANSFER}
        end $$`,
      )
      .execute(db);
  },
};

/**
 * The batch's locks, cheaper and in the order of separate calls. Measured after 0906 (pgbench, one
 * client, a bet and a win): taking every key's and every account's lock before the transfers cost
 * more than one round trip saves (1.3–1.6 ms a batch against 1.0–1.5 ms for BEGIN, two single
 * transfers and COMMIT; accounts locked outside the subtransaction and updated inside it also make
 * PostgreSQL write multixacts). Now each transfer takes its key's lock and then its two accounts'
 * locks (ascending id) as `ledger_transfer` always does, so a batch locks exactly as a transaction of
 * single transfers with the same keys does (0.9–1.0 ms a batch). Only a batch over more than two accounts (a spin's
 * stake from main and bonus) locks them all first, in ascending id and inside the subtransaction,
 * as `wallet.lock` does before separate calls, so it never waits in a cycle with another.
 */
const transferBatchLocks: Migration = {
  id: '0907_wallet_transfer_batch_locks',
  async up(db) {
    await sql
      .raw(
        `create or replace function ledger_transfers(p_transfers jsonb)
        returns table (ordinal int, outcome text, detail bigint, reason text, transfer jsonb) language plpgsql as $$
        declare
          item jsonb;
          position int := 0;
          answer record;
          refused_at int;
          refusal record;
          outcomes text[] := '{}';
          transfers jsonb[] := '{}';
          account_ids bigint[] := '{}';
        begin
          for item in select t.value from jsonb_array_elements(p_transfers) t loop
            account_ids := account_ids || (item->>'debit')::bigint || (item->>'credit')::bigint;
          end loop;
          begin
            if (select count(distinct id) from unnest(account_ids) as ids (id)) > 2 then
              perform 1 from ledger_accounts where id = any (account_ids) order by id for no key update;
            end if;
            ${POST_EACH_TRANSFER}
        end $$`,
      )
      .execute(db);
  },
};

export const walletTransferBatchMigrations: Migration[] = [transferBatch, transferBatchLocks];
