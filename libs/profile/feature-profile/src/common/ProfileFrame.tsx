import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CmsConfig } from '@nfx/api-contract';
import { LocalizedNavLink, SectionPage } from '@nfx/app-runtime';
import { useCmsConfig, useFeatureFlags } from '@nfx/cms-config';
import { featureOfPath, paths } from '@nfx/paths';
import { ProfileCharacter } from './ProfileCharacter';
import { stack } from '@nfx/ui';
import * as styles from './profile.css';

const TABS = [
  { page: 'settings', to: paths.profile.settings() },
  { page: 'notification', to: paths.profile.notification() },
  { page: 'security', to: paths.profile.security() },
  { page: 'verification', to: paths.profile.verification() },
  { page: 'betHistory', to: paths.profile.betsHistory() },
  { page: 'betExports', to: paths.profile.betsExports() },
  { page: 'bonuses', to: paths.profile.bonuses() },
  { page: 'cashback', to: paths.profile.cashback() },
  { page: 'loyalty', to: paths.profile.loyalty() },
  { page: 'responsibleGame', to: paths.profile.responsibleGame() },
] as const;

const selectLoyaltyEnabled = (config: CmsConfig) => config.loyalty?.isEnableLoyalty ?? true;

/**
 * Every profile page: its titled section, the links to the other profile pages (loyalty and each
 * flagged feature only while it is on, §3) and the player's character where configured. The character goes below the page's
 * own content, so its late arrival moves nothing; the loyalty tab shows it itself, under its own
 * place (`profile-loyalty-pages`).
 */
export function ProfileFrame({ page, children }: { page: string; children: ReactNode }) {
  const { t } = useTranslation();
  const loyaltyEnabled = useCmsConfig(selectLoyaltyEnabled).data ?? true;
  const flags = useFeatureFlags();
  const tabs = TABS.filter((tab) => {
    if (tab.page === 'loyalty') return loyaltyEnabled;
    const feature = featureOfPath(tab.to);
    return !feature || (flags?.[feature] ?? true);
  });
  return (
    <SectionPage namespace="profile" page={page}>
      <nav aria-label={t('profile.nav.label')}>
        <ul className={styles.nav}>
          {tabs.map((tab) => (
            <li key={tab.page}>
              <LocalizedNavLink className={styles.navLink} to={tab.to} end>
                {t(`profile.${tab.page}.title`)}
              </LocalizedNavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={stack({ gap: 4 })}>
        {children}
        {page !== 'loyalty' && <ProfileCharacter />}
      </div>
    </SectionPage>
  );
}
