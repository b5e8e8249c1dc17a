import { type ReactNode, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './Layout.css';
import { AnalyticsConsent } from './AnalyticsConsent';
import { PageNotifications } from './PageNotifications';

import { onFirstActivityOrIdle } from '../behaviours/chat/first-activity';
import ChatButton from './ChatButton';

/**
 * The parts that wait for the first activity or idle: not needed for the first paint. Their own
 * component holds the flag, so its flip mounts them without rendering the header, menus and footer
 * again. The chat button's code is in the start-up script: every page view mounts it, and as a
 * script of its own it cost more in response headers than in code (docs/scaling.md, first-load JS).
 */
function AfterFirstActivity() {
  const [ready, setReady] = useState(false);
  useEffect(() => onFirstActivityOrIdle(() => setReady(true)), []);
  return ready ? <ChatButton /> : null;
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
