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
  // At the ends the step stays the same link element, marked disabled and inert: replacing it
  // would drop the keyboard focus of a player who just pressed it to reach the last page.
  const step = (target: number, label: string, text: string, rel: 'prev' | 'next') => {
    const enabled = target >= 1 && target <= pages;
    return (
      <Link
        className={styles.item}
        to={hrefOf(enabled ? target : page)}
        rel={enabled ? rel : undefined}
        aria-label={label}
        aria-disabled={enabled ? undefined : true}
        onClick={enabled ? undefined : (event) => event.preventDefault()}
      >
        {text}
      </Link>
    );
  };

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
              <Link
                className={styles.item}
                to={hrefOf(item)}
                aria-label={t('casino.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
              >
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
