import type { ReactNode } from 'react';
import { systemPages, SystemPage, Layout } from '@nfx/shell-feature-layout';
import { selectFatalPage, useFatalPageStore } from '@nfx/shell-feature-core';

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
