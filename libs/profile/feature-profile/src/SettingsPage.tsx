import { SectionPage } from '@nfx/app-runtime';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@nfx/format';
import { useSession } from '@nfx/session';

/** Account settings: what the platform knows about the player. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { account } = useSession();
  return (
    <SectionPage namespace="profile" page="settings">
      {account && (
        <dl data-testid="profile-account">
          <dt>{t('profile.fields.login')}</dt>
          <dd>{account.login}</dd>
          <dt>{t('profile.fields.registered')}</dt>
          <dd>{formatDate(account.reg_time)}</dd>
          <dt>{t('profile.fields.twoFactor')}</dt>
          <dd>{t(account.two_factor_auth ? 'profile.fields.on' : 'profile.fields.off')}</dd>
        </dl>
      )}
    </SectionPage>
  );
}
