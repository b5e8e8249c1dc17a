import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionPage, useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { useProviders } from '../api/game-providers';
import { CardGridSkeleton } from '../common/CardGridSkeleton';
import { EmptyState } from '../common/EmptyState';
import { QueryError } from '../common/QueryError';
import { displayOf } from '../common/display';
import { Image, muted } from '@nfx/ui';
import * as styles from '../common/cards.css';

/** `/providers`: every studio, each leading to the hall filtered by it. */
export function ProvidersPage() {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const providers = useProviders(i18n.language);

  return (
    <SectionPage namespace="casino" page="providers">
      {providers.isPending ? (
        <CardGridSkeleton small count={12} />
      ) : providers.isError ? (
        <QueryError error={providers.error} onRetry={() => void providers.refetch()} retrying={providers.isFetching} />
      ) : providers.data.length === 0 ? (
        <EmptyState title={t('casino.providers.empty')} />
      ) : (
        <ul className={styles.smallCardGrid} aria-label={t('casino.providers.list')}>
          {providers.data.map((provider) => {
            const { name, image } = displayOf(provider);
            return (
              <li key={provider.sysname}>
                <Link className={styles.cardLink} to={localized(paths.gameHall({ providers: [provider.sysname] }))}>
                  <Image
                    className={styles.logoImage}
                    src={image}
                    fallbacks={image === provider.image_url ? [] : [{ src: provider.image_url }]}
                    alt=""
                    width={160}
                    height={80}
                    loading="lazy"
                  />
                  <span className={styles.cardTitle}>{name}</span>
                  <span className={muted()}>{t('casino.providers.games', { count: provider.games_count })}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </SectionPage>
  );
}
