import { sql } from 'kysely';
import type { Migration } from '../migration';

/**
 * Group commit: the bets that reach one instance while its previous call is in flight go to the
 * database together, as one statement that is one transaction (the wallet's `group-commit.ts`).
 * `p_groups` is an array of groups; a group is what one caller asked for in one `transfers` call
 * (a spin's bet and win), its items shaped as `ledger_transfers`' (0906). The caller sends each key
 * at most once per call (a group whose key is already in the call waits for the next one).
 *
 * It decides exactly what `ledger_transfer` (0901) decides for each transfer, in the same order of
 * checks, but for the whole call at once instead of ~12 statements per transfer:
 * 1. locks every key (in the order of the groups and their transfers, the order separate calls take
 *    them), then every account row in ascending id (as `wallet.lock` does), so calls of several
 *    instances over the same house shards queue and never wait in a cycle;
 * 2. reads, after the locks (so it sees whatever committed before), the transfers already made with
 *    the keys, the declined keys, the routes and the locked accounts, each in one query;
 * 3. walks the groups in order: a key already used replays (same request) or refuses the group
 *    (`key_reused`); then declined key, unknown account, currency, route and owner, funds: the
 *    first refusal refuses the whole group, which moves nothing, and the next group goes on with the
 *    balances as they were. Balances are followed in memory from the locked rows, so a player's two
 *    bets in one call see each other;
 * 4. inserts every accepted transfer in one statement, in order. The posting trigger, the CHECKs, the
 *    unique key and the foreign keys hold the invariants exactly as for a single transfer; the
 *    balances the trigger reports are compared with the ones followed in step 3, and any difference
 *    fails the whole statement (nothing written).
 * Answers one row per transfer of an accepted group (`posted` or `replayed`; `grp` and `ordinal`
 * 1-based), and one row for a refused group: the refusal, `ordinal` naming the refused transfer,
 * with `ledger_transfer`'s detail and reason. An error that is not a refusal (a broken connection,
 * a deadlock with another client) fails the whole statement, nothing of it is written, and the
 * wallet sends each group alone.
 */
const transferGroups: Migration = {
  id: '0908_wallet_transfer_groups',
  async up(db) {
    await sql
      .raw(
        `create function ledger_transfer_groups(p_groups jsonb)
        returns table (grp int, ordinal int, outcome text, detail bigint, reason text, transfer jsonb) language plpgsql as $$
        declare
          v_items jsonb[];
          v_grp int[];
          v_ord int[];
          v_keys text[];
          v_key text;
          v_account_ids bigint[];
          a_ids bigint[];
          a_kinds text[];
          a_currencies text[];
          a_players bigint[];
          a_balances bigint[];
          a_negative boolean[];
          v_saved bigint[];
          v_routes text[];
          v_existing jsonb;
          v_declined jsonb;
          v_posted jsonb;
          item jsonb;
          ex jsonb;
          i int;
          n int;
          g int;
          group_start int;
          di int;
          ci int;
          v_kind text;
          v_debit bigint;
          v_credit bigint;
          v_amount bigint;
          refusal text;
          refusal_detail bigint;
          refusal_reason text;
          refusal_transfer jsonb;
          -- Answers, and the transfers to insert with the balances expected after each.
          r_grp int[] := '{}';
          r_ord int[] := '{}';
          r_outcome text[] := '{}';
          r_detail bigint[] := '{}';
          r_reason text[] := '{}';
          r_transfer jsonb[] := '{}';
          r_key text[] := '{}';
          g_grp int[];
          g_ord int[];
          g_outcome text[];
          g_transfer jsonb[];
          g_key text[];
          g_items jsonb[];
          g_currency text[];
          g_debit_after bigint[];
          g_credit_after bigint[];
          p_items jsonb[] := '{}';
          p_currency text[] := '{}';
          p_debit_after bigint[] := '{}';
          p_credit_after bigint[] := '{}';
          mismatches int;
        begin
          select array_agg(t.value order by gr.ordinality, t.ordinality), array_agg(gr.ordinality::int order by gr.ordinality, t.ordinality),
            array_agg(t.ordinality::int order by gr.ordinality, t.ordinality), array_agg(t.value->>'key' order by gr.ordinality, t.ordinality)
          into v_items, v_grp, v_ord, v_keys
          from jsonb_array_elements(p_groups) with ordinality as gr (value, ordinality)
          cross join lateral jsonb_array_elements(gr.value) with ordinality as t (value, ordinality);
          n := coalesce(array_length(v_items, 1), 0);
          if n = 0 then
            return;
          end if;
          if (select count(distinct k) from unnest(v_keys) as k) <> n then
            raise exception 'ledger: a key appears twice in one ledger_transfer_groups call' using errcode = 'invalid_parameter_value';
          end if;
          foreach v_key in array v_keys loop
            perform pg_advisory_xact_lock(7305, hashtext(v_key));
          end loop;
          select array_agg(x.id) into v_account_ids
          from (select (it->>'debit')::bigint as id from unnest(v_items) as it union select (it->>'credit')::bigint from unnest(v_items) as it) x;
          select array_agg(a.id order by a.id), array_agg(a.kind order by a.id), array_agg(a.currency order by a.id),
            array_agg(a.player_id order by a.id), array_agg(a.balance order by a.id), array_agg(a.may_go_negative order by a.id)
          into a_ids, a_kinds, a_currencies, a_players, a_balances, a_negative
          from (select la.id, la.kind, la.currency, la.player_id, la.balance, la.may_go_negative from ledger_accounts la
            where la.id = any (v_account_ids) order by la.id for no key update) a;
          a_ids := coalesce(a_ids, '{}');
          select jsonb_object_agg(t.idempotency_key, to_jsonb(t)) into v_existing from ledger_transfers t where t.idempotency_key = any (v_keys);
          select jsonb_object_agg(d.idempotency_key, d.reason) into v_declined from ledger_declined_keys d where d.idempotency_key = any (v_keys);
          select array_agg(r.transfer_kind || ' ' || r.debit_kind || ' ' || r.credit_kind) into v_routes from ledger_transfer_routes r;

          i := 1;
          while i <= n loop
            g := v_grp[i];
            group_start := i;
            v_saved := a_balances;
            refusal := null;
            g_grp := '{}'; g_ord := '{}'; g_outcome := '{}'; g_transfer := '{}'; g_key := '{}';
            g_items := '{}'; g_currency := '{}'; g_debit_after := '{}'; g_credit_after := '{}';
            while i <= n and v_grp[i] = g loop
              if refusal is null then
                item := v_items[i];
                v_key := v_keys[i];
                v_kind := item->>'kind';
                v_debit := (item->>'debit')::bigint;
                v_credit := (item->>'credit')::bigint;
                v_amount := (item->>'amount')::bigint;
                ex := v_existing -> v_key;
                di := array_position(a_ids, v_debit);
                ci := array_position(a_ids, v_credit);
                if ex is not null then
                  if ex->>'kind' = v_kind and (ex->>'debit_account_id')::bigint = v_debit and (ex->>'credit_account_id')::bigint = v_credit
                    and (ex->>'amount')::bigint = v_amount and ex->>'reverses_transfer_id' is null and ex->>'settles_transfer_id' is null
                    and ex->>'reference_type' is not distinct from item->>'reference_type'
                    and ex->>'reference_id' is not distinct from item->>'reference_id' then
                    g_grp := g_grp || g; g_ord := g_ord || v_ord[i]; g_outcome := g_outcome || 'replayed'::text;
                    g_transfer := g_transfer || ex; g_key := g_key || null::text;
                  else
                    refusal := 'key_reused'; refusal_detail := null; refusal_reason := null; refusal_transfer := ex;
                  end if;
                elsif v_declined ? v_key then
                  refusal := 'declined'; refusal_detail := null; refusal_reason := v_declined->>v_key; refusal_transfer := null;
                elsif di is null or ci is null then
                  refusal := 'unknown_account'; refusal_detail := null; refusal_reason := null; refusal_transfer := null;
                elsif a_currencies[di] <> a_currencies[ci] then
                  refusal := 'currency_mismatch'; refusal_detail := null; refusal_reason := a_currencies[di] || ' to ' || a_currencies[ci];
                  refusal_transfer := null;
                elsif not ((v_kind || ' ' || a_kinds[di] || ' ' || a_kinds[ci]) = any (v_routes)) or a_players[di] <> a_players[ci] then
                  refusal := 'route'; refusal_detail := null; refusal_reason := v_kind || ' from ' || a_kinds[di] || ' to ' || a_kinds[ci];
                  refusal_transfer := null;
                elsif not a_negative[di] and a_balances[di] < v_amount then
                  refusal := 'insufficient_funds'; refusal_detail := a_balances[di]; refusal_reason := v_debit::text; refusal_transfer := null;
                else
                  a_balances[di] := a_balances[di] - v_amount;
                  a_balances[ci] := a_balances[ci] + v_amount;
                  g_grp := g_grp || g; g_ord := g_ord || v_ord[i]; g_outcome := g_outcome || 'posted'::text;
                  g_transfer := g_transfer || null::jsonb; g_key := g_key || v_key;
                  g_items := g_items || item; g_currency := g_currency || a_currencies[di];
                  g_debit_after := g_debit_after || a_balances[di]; g_credit_after := g_credit_after || a_balances[ci];
                end if;
                if refusal is not null then
                  -- The group moves nothing: its balances as they were, its one answer the refusal.
                  a_balances := v_saved;
                  r_grp := r_grp || g; r_ord := r_ord || v_ord[i]; r_outcome := r_outcome || refusal;
                  r_detail := r_detail || refusal_detail; r_reason := r_reason || refusal_reason;
                  r_transfer := r_transfer || refusal_transfer; r_key := r_key || null::text;
                end if;
              end if;
              i := i + 1;
            end loop;
            if refusal is null then
              r_grp := r_grp || g_grp; r_ord := r_ord || g_ord; r_outcome := r_outcome || g_outcome;
              r_detail := r_detail || array_fill(null::bigint, array[i - group_start]);
              r_reason := r_reason || array_fill(null::text, array[i - group_start]);
              r_transfer := r_transfer || g_transfer; r_key := r_key || g_key;
              p_items := p_items || g_items; p_currency := p_currency || g_currency;
              p_debit_after := p_debit_after || g_debit_after; p_credit_after := p_credit_after || g_credit_after;
            end if;
          end loop;

          if coalesce(array_length(p_items, 1), 0) > 0 then
            with inserted as (
              insert into ledger_transfers as t (idempotency_key, kind, debit_account_id, credit_account_id, amount, currency, reference_type, reference_id)
              select u.it->>'key', u.it->>'kind', (u.it->>'debit')::bigint, (u.it->>'credit')::bigint, (u.it->>'amount')::bigint, u.currency,
                u.it->>'reference_type', u.it->>'reference_id'
              from unnest(p_items, p_currency) with ordinality as u (it, currency, pos)
              order by u.pos
              returning t.*
            )
            select jsonb_object_agg(ins.idempotency_key, to_jsonb(ins)) into v_posted from inserted ins;
            select count(*) into mismatches
            from unnest(p_items, p_debit_after, p_credit_after) as u (it, debit_after, credit_after)
            where (v_posted -> (u.it->>'key') ->> 'debit_balance_after')::bigint is distinct from u.debit_after
              or (v_posted -> (u.it->>'key') ->> 'credit_balance_after')::bigint is distinct from u.credit_after;
            if mismatches > 0 then
              raise exception 'ledger: % transfers of a group call posted other balances than it followed', mismatches using errcode = 'internal_error';
            end if;
          end if;

          return query select u.g, u.o, u.oc, u.d, u.r, coalesce(u.t, v_posted -> u.k)
            from unnest(r_grp, r_ord, r_outcome, r_detail, r_reason, r_transfer, r_key) with ordinality as u (g, o, oc, d, r, t, k, pos)
            order by u.pos;
        end $$`,
      )
      .execute(db);
  },
};

export const walletTransferGroupsMigrations: Migration[] = [transferGroups];
