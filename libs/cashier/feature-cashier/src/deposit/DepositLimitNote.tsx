import { useTranslation } from 'react-i18next';
import { useDepositLimit } from '@nfx/account';
import { formatDate, formatMoney } from '@nfx/format';
import { alert } from '@nfx/ui';

/** What is left of the player's deposit limit (spec §3), said before they choose an amount; nothing without a limit. */
export function DepositLimitNote() {
  const { t } = useTranslation();
  const { data } = useDepositLimit();
  if (!data || data.period === 'none' || !data.available_amount || !data.limit_amount) return null;
  const { available_amount: left, limit_amount: limit } = data;
  return (
    <p className={alert({ tone: 'warning' })} data-testid="deposit-limit">
      {t('cashier.deposit.limitLeft', {
        left: formatMoney(left.amount, left.currency),
        limit: formatMoney(limit.amount, limit.currency),
        // The API names the window `7d` (spec §9 periods 1, 7, 14, 30 days); the text counts days.
        days: Number.parseInt(data.period, 10) || data.period,
      })}
      {data.expired_at ? ` ${t('cashier.deposit.limitResets', { date: formatDate(data.expired_at) })}` : ''}
    </p>
  );
}
