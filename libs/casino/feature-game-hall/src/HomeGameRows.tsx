import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { featuredCategories } from './categories';
import * as styles from './HomeGameRows.css';

/** The casino's contribution to the home page: a way into each featured category of the hall. */
export function HomeGameRows() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="home-game-rows-title" data-testid="home-game-rows">
      <h2 id="home-game-rows-title">{t('casino.home.title')}</h2>
      <ul className={styles.grid}>
        {featuredCategories.map((category) => (
          <li key={category}>
            <Link className={styles.tile} to={localized(`/gamehall?category=${category}`)}>
              {t(`casino.categories.${category}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
