import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@nfx/design-tokens';
import { RemoteMount } from '../remotes/RemoteMount';

/** Home: game rows contributed by the casino remote (banners and promotions come with the shell issue). */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={visuallyHidden}>{t('shell.homeTitle')}</h1>
      <RemoteMount remote="casino" expose="./HomeGameRows" />
    </>
  );
}
