import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, Input, Spinner } from '@nfx/ui';
import { useFindPlayers } from '../api/players';
import { formatDateTime } from '../common/format';
import { QueryError } from '../common/QueryError';
import { usePageTitle } from '../layout/page-title';
import { backofficePaths } from '../paths';
import * as styles from '../common/backoffice.css';

/** Player search: the text is URL state (`?q=`), so a result list can be shared and survives a reload. */
export function PlayersPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const found = useFindPlayers(query);
  usePageTitle(t('backoffice-players.title'));

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(text ? { q: text } : {});
  };

  return (
    <section aria-labelledby="players-title">
      <h1 id="players-title" className={styles.title}>
        {t('backoffice-players.title')}
      </h1>
      <form key={query} className={styles.search} onSubmit={search} role="search" aria-label={t('backoffice-players.search')}>
        <Input
          name="q"
          label={t('backoffice-players.query')}
          hint={t('backoffice-players.queryHint')}
          defaultValue={query}
          maxLength={254}
        />
        <Button type="submit">{t('backoffice-players.find')}</Button>
      </form>

      {!query ? null : found.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : found.isError ? (
        <QueryError error={found.error} onRetry={() => void found.refetch()} />
      ) : found.data.items.length === 0 ? (
        <p className={styles.muted} role="status">
          {t('backoffice-players.none', { query })}
        </p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.muted}>{t('backoffice-players.results', { total: found.data.items.length, query })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('backoffice-players.columns.id')}</th>
                <th scope="col">{t('backoffice-players.columns.player')}</th>
                <th scope="col">{t('backoffice-players.columns.country')}</th>
                <th scope="col">{t('backoffice-players.columns.registered')}</th>
                <th scope="col">{t('backoffice-players.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {found.data.items.map((player) => (
                <tr key={player.id} data-testid="player-row">
                  <td>{player.id}</td>
                  <td>
                    <Link to={backofficePaths.player(player.id)} className={styles.link}>
                      {player.login}
                    </Link>
                    {player.name ? (
                      <>
                        <br />
                        <span className={styles.muted}>{player.name}</span>
                      </>
                    ) : null}
                  </td>
                  <td>{player.country ?? ''}</td>
                  <td>{formatDateTime(player.registered_at, i18n.language)}</td>
                  <td>{player.is_banned ? t('backoffice-players.blocked') : t('backoffice-players.active')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
