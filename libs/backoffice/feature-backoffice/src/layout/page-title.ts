import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab's title names the page, so a screen reader user and a tab strip both know where they are. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const app = t('backoffice.app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${app}` : app;
  }, [title, app]);
}
