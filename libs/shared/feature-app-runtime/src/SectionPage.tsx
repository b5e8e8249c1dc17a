import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SectionPageProps {
  /** Message namespace of the owning remote, e.g. `cashier`. */
  namespace: string;
  /** Page key inside it: the title is `<namespace>.<page>.title`, the lead `<namespace>.<page>.description`. */
  page: string;
  children?: ReactNode;
}

/** The common frame of a remote's page: a titled, labelled section with its lead paragraph. */
export function SectionPage({ namespace, page, children }: SectionPageProps) {
  const { t } = useTranslation();
  const titleId = `${namespace}-${page}-title`.replace(/[^a-zA-Z0-9_-]/g, '-');
  return (
    <section aria-labelledby={titleId} data-page={`${namespace}-${page}`}>
      <h1 id={titleId}>{t(`${namespace}.${page}.title`)}</h1>
      <p>{t(`${namespace}.${page}.description`)}</p>
      {children}
    </section>
  );
}

/** A path inside a remote's section that does not exist. */
export function SectionNotFound() {
  const { t } = useTranslation();
  return (
    <section data-page="not-found">
      <h1>{t('system.notFound.title')}</h1>
      <p>{t('system.notFound.description')}</p>
    </section>
  );
}
