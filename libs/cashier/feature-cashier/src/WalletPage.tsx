import { SectionPage } from '@nfx/app-runtime';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@nfx/format';
import { BALANCE_FIELDS, useSession } from '@nfx/session';

/** The player's balances, read from the shared session. */
export function WalletPage() {
  const { t } = useTranslation();
  const { account } = useSession();
  return (
    <SectionPage namespace="cashier" page="wallet">
      {account && (
        <dl data-testid="wallet-balances">
          {BALANCE_FIELDS.map((field) => (
            <div key={field}>
              <dt>{t(`cashier.balances.${field}`)}</dt>
              <dd>{formatMoney(account[field].amount, account[field].currency)}</dd>
            </div>
          ))}
        </dl>
      )}
    </SectionPage>
  );
}
