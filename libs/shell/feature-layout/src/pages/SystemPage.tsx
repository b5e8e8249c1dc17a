import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { Button, systemPage, systemPageAction, systemPageDescription, systemPageTitle } from '@nfx/ui';
import { SystemPageIcon } from './SystemPageIcon';
import { systemPages, type SystemPageKey } from './system-pages';
import * as styles from './SystemPage.css';

interface SystemPageFrameProps {
  title: string;
  description: string;
  icon?: ReactNode;
  action?: ReactNode;
  pageKey?: string;
  /** A line under the description (the not-found page's `Page Not Found: {path}`). */
  detail?: ReactNode;
}

/** Header, description and an optional action: the common frame of the system pages of §2. */
export function SystemPageFrame({ title, description, icon, action, pageKey, detail }: SystemPageFrameProps) {
  return (
    <section className={systemPage} aria-labelledby="system-page-title" data-system-page={pageKey}>
      {icon}
      <h1 id="system-page-title" className={systemPageTitle}>
        {title}
      </h1>
      <p className={systemPageDescription}>{description}</p>
      {detail}
      {action}
    </section>
  );
}

/** One system page by key, with its translated texts, icon and button target. */
export function SystemPage({ page, detail }: { page: SystemPageKey; detail?: ReactNode }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const definition = systemPages[page];
  const button = t(`system.${page}.button`);
  const action =
    definition.target === 'reload' ? (
      <Button size="lg" onClick={() => window.location.reload()}>
        {button}
      </Button>
    ) : (
      <Link className={systemPageAction} to={localized(definition.target.path)}>
        {button}
      </Link>
    );
  const frame = (
    <SystemPageFrame
      pageKey={page}
      title={t(`system.${page}.title`)}
      description={t(`system.${page}.description`)}
      icon={<SystemPageIcon icon={definition.icon} />}
      action={action}
      detail={detail}
    />
  );
  return definition.emptyLayout ? <main className={styles.standalone}>{frame}</main> : frame;
}
