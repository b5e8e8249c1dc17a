import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { systemPage, systemPageAction, systemPageDescription, systemPageIcon, systemPageTitle } from '@nfx/ui';

/**
 * The errors-slot system page (spec §2: `system.errorsSlot`, its button to the game hall) for a game
 * that cannot be launched. It stands where the game would, inside the site's layout, and keeps the
 * game's address, so a reload tries the game again. The shell defines the same page
 * (`errorsSlot` in libs/shell/feature-layout/src/pages/system-pages.ts); a remote cannot import it,
 * so the two share their look through @nfx/ui's system-page styles.
 */
export function GameLaunchFailed({ sysname }: { sysname: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section
      className={systemPage}
      aria-labelledby="system-page-title"
      data-page="casino-game"
      data-system-page="errorsSlot"
      data-sysname={sysname}
    >
      <svg className={systemPageIcon({ tone: 'warning' })} viewBox="0 0 24 24" width="64" height="64" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M12 7v6M12 16.5v.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 id="system-page-title" className={systemPageTitle}>
        {t('system.errorsSlot.title')}
      </h1>
      <p className={systemPageDescription}>{t('system.errorsSlot.description')}</p>
      <Link className={systemPageAction} to={localized(paths.gameHall())}>
        {t('system.errorsSlot.button')}
      </Link>
    </section>
  );
}
