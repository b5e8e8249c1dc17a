/**
 * The posting trigger's rule that a reversal mirrors a reversible transfer: the same accounts the
 * other way round and the same amount. `ledger_post_transfer` checks it as 0901 (wallet.ts) wrote
 * it and as 0909 (wallet-posting.ts), which replaces the function, keeps it. Text of both applied
 * migrations, indented for where they put it: never edit it; a changed rule is a new migration
 * with its own text.
 */
export const REVERSAL_MIRRORS_CHECK = `if new.reverses_transfer_id is not null then
          select * into original from ledger_transfers where id = new.reverses_transfer_id;
          if not found or original.kind in ('reversal', 'withdrawal_hold', 'withdrawal_payout', 'withdrawal_release')
            or original.debit_account_id <> new.credit_account_id or original.credit_account_id <> new.debit_account_id
            or original.amount <> new.amount then
            raise exception 'ledger: a reversal mirrors a reversible transfer'
              using errcode = 'check_violation', constraint = 'ledger_transfers_reversal_mirrors';
          end if;
        end if;`;
