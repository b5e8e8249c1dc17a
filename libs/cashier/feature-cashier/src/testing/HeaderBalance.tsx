import { formatMoney } from '@nfx/format';
import { useAccountBalance } from '@nfx/session';

/** Stands in for the shell's header balance: the same session query, so a test sees what the player would. */
export function HeaderBalance() {
  const { data } = useAccountBalance();
  return <output data-testid="header-balance">{data ? formatMoney(data.balance_main.amount, data.balance_main.currency) : ''}</output>;
}
