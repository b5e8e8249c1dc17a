import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './Layout.css';
import { AnalyticsConsent } from './AnalyticsConsent';
import { PageNotifications } from './PageNotifications';

import { onFirstActivityOrIdle } from '../behaviours/chat/first-activity';

// Not needed for the first paint: fetched with the chat itself, on first activity or idle.
// A chat button whose file cannot load (the site's server down or a network drop) is left out
// for this page view instead of taking the whole layout down with it; the next load tries again.
const ChatButton = lazy(() => import(/* webpackChunkName: "after-first-activity" */ './ChatButton').catch(() => ({ default: () => null })));

/**
 * The parts that wait for the first activity or idle. Their own component holds the flag, so its
 * flip mounts them without rendering the header, menus and footer again.
 */
function AfterFirstActivity() {
  const [ready, setReady] = useState(false);
  useEffect(() => onFirstActivityOrIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <ChatButton />
    </Suspense>
  ) : null;
}

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
      <PageNotifications />
      {/* With the first render: for a new visitor the question is often the largest text on the
          screen, and drawn late it became the page's largest contentful paint. */}
      <AnalyticsConsent />
      <AfterFirstActivity />
    </div>
  );
}
