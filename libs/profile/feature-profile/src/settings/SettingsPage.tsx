import { useTranslation } from 'react-i18next';
import { useGeneralInfo, usePhoneSettings } from '@nfx/account';
import { Skeleton, panel, alert, stack } from '@nfx/ui';
import { useSession } from '@nfx/session';
import { useLocales } from '../api/locales';
import { useFullProfile } from '../api/profile-info';
import { useErrorText } from '../common/error-text';
import { ProfileFrame } from '../common/ProfileFrame';
import { FakenameForm } from './FakenameForm';
import { LocaleForm } from './LocaleForm';
import { PersonalDataForm } from './PersonalDataForm';

export function SettingsSkeleton() {
  return (
    <div aria-busy="true" className={stack({ gap: 4 })} data-testid="profile-loading">
      <Skeleton shape="block" height="14rem" />
      <Skeleton shape="block" height="6rem" />
    </div>
  );
}

/** Account settings (spec §2): personal data, nickname, language and currency. */
export function SettingsPage() {
  const { i18n } = useTranslation();
  const errorText = useErrorText();
  const { account } = useSession();
  const profile = useFullProfile();
  const countries = usePhoneSettings();
  const general = useGeneralInfo();
  const locales = useLocales();

  const failure = profile.error ?? countries.error;
  const ready = account && profile.data && countries.data && !general.isPending;
  return (
    <ProfileFrame page="settings">
      {failure ? (
        <p role="alert" className={alert({ look: 'soft' })}>
          {errorText(failure)}
        </p>
      ) : !ready ? (
        <SettingsSkeleton />
      ) : (
        <>
          <div className={panel({ padding: 'md' })}>
            <PersonalDataForm
              profile={profile.data}
              fallbackCountry={account.country_code}
              countries={countries.data}
              currencies={general.data?.available_currencies ?? []}
            />
          </div>
          <div className={panel({ padding: 'md' })}>
            <FakenameForm fakename={profile.data.fakename} />
          </div>
          {(locales.data?.locales.length ?? 0) > 1 && (
            <div className={panel({ padding: 'md' })}>
              <LocaleForm locales={locales.data!.locales} current={account.locale || i18n.language} />
            </div>
          )}
        </>
      )}
    </ProfileFrame>
  );
}
