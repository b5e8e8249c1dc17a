import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLoyaltyInfo } from '@nfx/account';
import type { CmsConfig } from '@nfx/api-contract';
import { SectionNotFound, useLocalizedPath } from '@nfx/app-runtime';
import { useCmsConfig } from '@nfx/cms-config';
import { paths } from '@nfx/paths';
import { Image, Skeleton, panel } from '@nfx/ui';
import { ProfileFrame } from '../common/ProfileFrame';
import * as styles from '../common/profile.css';

/** The coin the API draws itself (§9 default): also what a configured coin that fails to load gives way to (spec §8). */
const DEFAULT_COIN_ICON = '/static/loyalty/coin.svg';

const selectLoyalty = (config: CmsConfig) => ({
  enabled: config.loyalty?.isEnableLoyalty ?? true,
  showCharacter:
    (config.loyalty?.isEnableCharacters ?? true) &&
    (config.loyalty?.placesWhereDisplayedCharacters ?? ['profile-loyalty-pages']).includes('profile-loyalty-pages'),
  coinIcon: config.loyalty?.coinIcon ?? DEFAULT_COIN_ICON,
});

/** `/profile/loyalty`: the player's points, level and progress, and character, with the way to the programme and the shop. */
export function LoyaltyTabPage() {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const config = useCmsConfig(selectLoyalty).data;
  const info = useLoyaltyInfo(i18n.language, config?.enabled ?? false);
  if (!config) return null;
  if (!config.enabled) return <SectionNotFound />;
  const current = info.data?.levels.find((level) => level.isCurrent);
  return (
    <ProfileFrame page="loyalty">
      <div className={panel({ padding: 'md' })} data-testid="profile-loyalty">
        {info.isPending ? (
          <Skeleton shape="block" height="6rem" />
        ) : info.isError ? (
          <p role="alert">{t('profile.loyalty.loadError')}</p>
        ) : (
          <>
            <p className={styles.pointsLine}>
              <Image
                src={config.coinIcon}
                fallbacks={config.coinIcon === DEFAULT_COIN_ICON ? [] : [{ src: DEFAULT_COIN_ICON }]}
                alt=""
                width={24}
                height={24}
              />{' '}
              {t('profile.loyalty.points', { points: info.data.points, alias: info.data.pointsAlias })}
            </p>
            {current && (
              <>
                <p>{t('profile.loyalty.level', { level: current.name, percent: Math.floor(current.progress) })}</p>
                <progress
                  max={100}
                  value={Math.round(current.progress)}
                  aria-label={t('profile.loyalty.progressLabel', { level: current.name })}
                />
              </>
            )}
            {config.showCharacter && info.data.character && (
              <p>
                <Image src={info.data.character.image} alt="" width={48} height={48} />{' '}
                {t('profile.loyalty.character', { name: info.data.character.name })}
              </p>
            )}
            <p>
              <Link to={localized(paths.loyalty())}>{t('profile.loyalty.toProgramme')}</Link>
              {' · '}
              <Link to={localized(paths.loyaltyShop())}>{t('profile.loyalty.toShop')}</Link>
            </p>
          </>
        )}
      </div>
    </ProfileFrame>
  );
}
