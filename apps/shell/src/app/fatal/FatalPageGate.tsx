import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectFatalPage, useFatalPageStore } from './fatal-page-store';
import { SystemPage } from '../pages/SystemPage';

const pageKeys = { userBlock: 'userBlock', maintenance: 'maintenance', forbidden: 'forbidden' } as const;

/** When an API answer calls for it (banned, maintenance, forbidden), the whole page gives way. */
export function FatalPageGate({ children }: { children: ReactNode }) {
  const page = useFatalPageStore(selectFatalPage);
  const { t } = useTranslation();
  if (!page) return <>{children}</>;
  const key = pageKeys[page];
  return <SystemPage title={t(`system.${key}.title`)} description={t(`system.${key}.description`)} />;
}
