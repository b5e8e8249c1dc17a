import { useTranslation } from 'react-i18next';
import { Button } from '@nfx/ui';
import * as styles from '../common/profile.css';

/** Previous and next page of a history list; hidden while everything fits on one page. */
export function Paging({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className={styles.row} aria-label={t('profile.betHistory.paging')}>
      <Button type="button" variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('profile.betHistory.previous')}
      </Button>
      <span aria-live="polite">{t('profile.betHistory.pageOf', { page, pages })}</span>
      <Button type="button" variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('profile.betHistory.next')}
      </Button>
    </nav>
  );
}
