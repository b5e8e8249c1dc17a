import { Link, type To } from 'react-router';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@nfx/design-tokens';
import { pageItems } from './page-items';
import * as styles from './Pagination.css';

export interface PaginationProps {
  page: number;
  pages: number;
  /** Where each page lives: pages are addresses, so they can be opened in a new tab or shared. */
  hrefOf: (page: number) => To;
}

/** Numbered pages with previous and next, as links in a labelled navigation landmark. */
export function Pagination({ page, pages, hrefOf }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const step = (target: number, label: string, text: string, rel: 'prev' | 'next') =>
    target >= 1 && target <= pages ? (
      <Link className={styles.item} to={hrefOf(target)} rel={rel} aria-label={label}>
        {text}
      </Link>
    ) : (
      // Not a link at the ends: nothing to follow, and nothing to stop on while tabbing.
      <span className={styles.item} aria-disabled="true" aria-label={label}>
        {text}
      </span>
    );

  return (
    <nav aria-label={t('casino.pagination.label')}>
      <ul className={styles.list}>
        <li>{step(page - 1, t('casino.pagination.previous'), '‹', 'prev')}</li>
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link className={styles.item} to={hrefOf(item)} aria-label={t('casino.pagination.page', { page: item })} aria-current={item === page ? 'page' : undefined}>
                {item}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, t('casino.pagination.next'), '›', 'next')}</li>
      </ul>
      <p className={visuallyHidden} aria-live="polite">
        {t('casino.common.pageOf', { page, pages })}
      </p>
    </nav>
  );
}
