import type { ReactNode } from 'react';
import { systemPages } from '../pages/system-pages';
import { SystemPage } from '../pages/SystemPage';
import { Layout } from '../layout/Layout';
import { selectFatalPage, useFatalPageStore } from './fatal-page-store';

/**
 * When an API answer calls for it (banned, maintenance, forbidden), the whole page gives way
 * (spec §8). Forbidden and maintenance stand alone; user block keeps the site's frame.
 */
export function FatalPageGate({ children }: { children: ReactNode }) {
  const page = useFatalPageStore(selectFatalPage);
  if (!page) return <>{children}</>;
  if (systemPages[page].emptyLayout) return <SystemPage page={page} />;
  return (
    <Layout>
      <SystemPage page={page} />
    </Layout>
  );
}
