import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsAuthenticated } from '@nfx/session';
import { Skeleton } from '@nfx/ui';
import { useGameCategories } from '../api/game-categories';
import { FAVOURITES_CATEGORY, writeHallFilters } from './hall-filters';
import * as styles from './HallToolbar.css';

/** Category tabs as links, so each filtered hall has its own address (`?category=`). */
export function CategoryTabs({ active }: { active: string | null }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const isAuthenticated = useIsAuthenticated();
  const categories = useGameCategories(i18n.language);
  const hrefOf = (category: string | null) => {
    const search = writeHallFilters(params, { category }).toString();
    return { search: search ? `?${search}` : '' };
  };
  const isActive = (id: number | string, sysname: string) => active === sysname || active === String(id);

  return (
    <nav aria-label={t('casino.hall.categories')}>
      <ul className={styles.tabs}>
        <li>
          <Link className={styles.tab} to={hrefOf(null)} aria-current={active === null ? 'page' : undefined}>
            {t('casino.hall.allGames')}
          </Link>
        </li>
        {isAuthenticated && (
          <li>
            <Link
              className={styles.tab}
              to={hrefOf(FAVOURITES_CATEGORY)}
              aria-current={active === FAVOURITES_CATEGORY ? 'page' : undefined}
            >
              {t('casino.hall.favourites')}
            </Link>
          </li>
        )}
        {categories.isPending && (
          <li aria-hidden="true">
            <Skeleton shape="text" width="12rem" />
          </li>
        )}
        {categories.data?.map((category) => (
          <li key={category.id}>
            <Link
              className={styles.tab}
              to={hrefOf(category.sysname)}
              aria-current={isActive(category.id, category.sysname) ? 'page' : undefined}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
