import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionPage, useLocalizedPath } from '@nfx/app-runtime';
import { useFeatureFlag } from '@nfx/cms-config';
import { formatMoney } from '@nfx/format';
import { paths } from '@nfx/paths';
import { useWithdrawSettings } from '../api/withdraw-settings';
import { EmptyState } from '../common/EmptyState';
import { LoadingBlock } from '../common/LoadingBlock';
import { QueryError } from '../common/QueryError';
import { outstandingRequirements } from './withdraw-bounds';
import { WithdrawForm } from './WithdrawForm';
import * as styles from '../common/cashier.css';
import { openConfirm } from '@nfx/dialogs';
import { Button, panel, alert, heading, stack } from '@nfx/ui';

/** Where the player does what a withdrawal still needs. */
const requirementPaths = {
  verify_identity: () => paths.profile.verification(),
  confirm_contact: () => paths.profile.settings(),
  fill_profile: () => paths.profile.settings(),
} as const;

/** The settings page's personal-data form (its heading's id), the section the profile is filled in. */
const PERSONAL_DATA_SECTION = '#profile-personal-title';

/** `/cashier/withdraw`: what may be withdrawn, the limits, what is still required, and the form. */
export function WithdrawPage() {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const settings = useWithdrawSettings(i18n.language);
  const verificationOn = useFeatureFlag('isSumsubEnable') !== false;
  const navigate = useNavigate();

  // Spec §2: "filling in profile info" is a confirm dialog; agree opens the form to fill in, reject just closes.
  const askToFillProfile = () =>
    openConfirm({
      id: 'cashier-fill-profile',
      title: t('cashier.withdraw.fillProfile.title'),
      content: t('cashier.withdraw.fillProfile.content'),
      textAgree: t('cashier.withdraw.fillProfile.agree'),
      textReject: t('cashier.withdraw.fillProfile.reject'),
      onAgree: () => void navigate(localized(paths.profile.settings()) + PERSONAL_DATA_SECTION),
    });

  return (
    <SectionPage namespace="cashier" page="withdraw">
      {settings.isPending ? (
        <LoadingBlock rows={4} />
      ) : settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <div className={styles.columns}>
          <div className={panel({ padding: 'md' })}>
            {outstandingRequirements(settings.data).length > 0 ? (
              <div className={stack({ gap: 4 })} data-testid="withdraw-requirements">
                <p className={heading()}>{t('cashier.withdraw.requirementsTitle')}</p>
                <ul className={styles.list}>
                  {outstandingRequirements(settings.data).map((name) => (
                    <li key={name} className={alert({ tone: 'warning' })}>
                      {/* The requirement stands with verification switched off (§3 isSumsubEnable); only the link to its missing page goes. */}
                      {name === 'verify_identity' && !verificationOn ? (
                        t(`cashier.withdraw.requirement.${name}`)
                      ) : name === 'fill_profile' ? (
                        <Button size="sm" variant="ghost" aria-haspopup="dialog" onClick={askToFillProfile}>
                          {t(`cashier.withdraw.requirement.${name}`)}
                        </Button>
                      ) : (
                        <Link className={styles.link} to={localized(requirementPaths[name]())}>
                          {t(`cashier.withdraw.requirement.${name}`)}
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ) : settings.data.methods.length === 0 ? (
              <EmptyState title={t('cashier.methods.none')} />
            ) : settings.data.available.amount <= 0 ? (
              <EmptyState title={t('cashier.withdraw.nothing')}>
                <Link className={styles.buttonLink} to={localized(paths.cashier.deposit())}>
                  {t('cashier.wallet.deposit')}
                </Link>
              </EmptyState>
            ) : (
              <WithdrawForm settings={settings.data} />
            )}
          </div>
          <aside className={panel({ padding: 'md' })} aria-label={t('cashier.withdraw.limits')}>
            <dl className={styles.details}>
              <dt>{t('cashier.withdraw.available')}</dt>
              <dd className={styles.amount} data-testid="withdraw-available">
                {formatMoney(settings.data.available.amount, settings.data.available.currency)}
              </dd>
              <dt>{t('cashier.withdraw.perWithdrawal')}</dt>
              <dd>{formatMoney(settings.data.limits.per_withdrawal.amount, settings.data.limits.per_withdrawal.currency)}</dd>
              <dt>{t('cashier.withdraw.periodLeft', { days: settings.data.limits.period_days })}</dt>
              <dd>
                {t('cashier.withdraw.ofLimit', {
                  left: formatMoney(settings.data.limits.period_left.amount, settings.data.limits.period_left.currency),
                  limit: formatMoney(settings.data.limits.per_period.amount, settings.data.limits.per_period.currency),
                })}
              </dd>
            </dl>
          </aside>
        </div>
      )}
    </SectionPage>
  );
}
