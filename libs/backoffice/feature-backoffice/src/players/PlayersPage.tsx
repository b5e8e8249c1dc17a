import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFindPlayers } from '../api/players';
import { formatDateTime } from '../common/format';
import { DataTable } from '../common/DataTable';
import { QueryState } from '../common/QueryState';
import { SearchForm } from '../common/SearchForm';
import { Page } from '../layout/Page';
import { backofficePaths } from '../paths';
import * as styles from '../common/backoffice.css';

/** Player search: the text is URL state (`?q=`), so a result list can be shared and survives a reload. */
export function PlayersPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const found = useFindPlayers(query);

  return (
    <Page id="players-title" title={t('backoffice-players.title')}>
      <SearchForm
        key={query}
        label={t('backoffice-players.search')}
        field={t('backoffice-players.query')}
        hint={t('backoffice-players.queryHint')}
        value={query}
        maxLength={254}
        submitLabel={t('backoffice-players.find')}
        onSearch={(text) => setParams(text ? { q: text } : {})}
      />

      {!query ? null : (
        <QueryState query={found} announceEmpty emptyText={(data) => data.items.length === 0 && t('backoffice-players.none', { query })}>
          {(data) => (
            <DataTable
              caption={t('backoffice-players.results', { total: data.items.length, query })}
              columns={(['id', 'player', 'country', 'registered', 'status'] as const).map((column) =>
                t(`backoffice-players.columns.${column}`),
              )}
            >
              {data.items.map((player) => (
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
            </DataTable>
          )}
        </QueryState>
      )}
    </Page>
  );
}
