import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@nfx/design-tokens';
import { RemoteMountPoint } from '@nfx/shell-feature-core';
import { BannerSlider } from './BannerSlider';

/** Home: CMS banners, what a remote mounts there (the casino's game rows; the unavailable panel if it is down) */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={visuallyHidden}>{t('shell.homeTitle')}</h1>
      <BannerSlider />
      <RemoteMountPoint point="home" />
    </>
  );
}
