import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@nfx/design-tokens';
import { RemoteMount } from '../remotes/RemoteMount';
import { HOME_REMOTE_MOUNT } from '@nfx/site-sections';
import { BannerSlider } from './BannerSlider';
import { PromotionsTeaser } from './PromotionsTeaser';

/** Home: CMS banners, the casino remote's game rows (the unavailable panel if it is down), promotions. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={visuallyHidden}>{t('shell.homeTitle')}</h1>
      <BannerSlider />
      <RemoteMount remote={HOME_REMOTE_MOUNT.remote} expose={HOME_REMOTE_MOUNT.expose} />
      <PromotionsTeaser />
    </>
  );
}
