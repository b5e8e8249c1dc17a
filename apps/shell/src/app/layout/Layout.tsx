import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './Layout.css';

// Not needed for the first paint: its chunk follows the page's.
const ChatButton = lazy(() => import(/* webpackChunkName: "chat-button" */ './ChatButton'));

/** The default layout; route pages come through the Outlet, a fatal page as children. */
export function Layout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      <Suspense fallback={null}>
        <ChatButton />
      </Suspense>
    </div>
  );
}
