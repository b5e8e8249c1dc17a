import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionPage, useLocalizedPath } from '@nfx/app-runtime';
import type { GameItem } from '@nfx/api-contract';
import { paths } from '@nfx/paths';
import { gamesQueryOptions } from '../api/games';
import { EmptyState } from '../common/EmptyState';
import { Pagination } from '../common/Pagination';
import { QueryError } from '../common/QueryError';
import { GameGridSkeleton } from '../hall/GameGridSkeleton';
import { GameTile } from '../hall/GameTile';
import { LikeErrorAlert } from '../hall/LikeErrorAlert';
import { useGameActions } from '../hall/use-game-actions';
import * as gridStyles from '../hall/GameGridSkeleton.css';

/** Spec §9: a tournament's games come 12 to a page. */
export const TOURNAMENT_GAMES_PER_PAGE = 12;

/** `/tournaments/{id}/gamehall`: the games that count for a tournament, page by page (`?page=`). */
export function TournamentGamesPage() {
  const { id = '' } = useParams();
  const tournamentId = Number(id);
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const games = useQuery({
    ...gamesQueryOptions({ tournamentId, offset: (page - 1) * TOURNAMENT_GAMES_PER_PAGE, count: TOURNAMENT_GAMES_PER_PAGE }),
    enabled: Number.isInteger(tournamentId) && tournamentId > 0,
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((games.data?.total ?? 0) / TOURNAMENT_GAMES_PER_PAGE));
  // Other query parameters (tracking, popup flags) stay; page 1 is the address without `page`.
  const hrefOf = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const search = next.toString();
    return { search: search ? `?${search}` : '' };
  };

  return (
    <SectionPage namespace="casino" page="gamehall">
      <h2>{t('casino.tournaments.gamesTitle')}</h2>
      <p>
        <Link to={localized(paths.tournament(id))}>{t('casino.tournaments.backToTournament')}</Link>
      </p>
      {games.isPending ? (
        <GameGridSkeleton tiles={TOURNAMENT_GAMES_PER_PAGE} />
      ) : games.isError ? (
        <QueryError error={games.error} onRetry={() => void games.refetch()} retrying={games.isFetching} />
      ) : games.data.items.length === 0 ? (
        <EmptyState title={t('casino.hall.empty')} />
      ) : (
        <>
          <TournamentGameList games={games.data.items} label={t('casino.tournaments.gamesTitle')} busy={games.isPlaceholderData} />
          <Pagination page={page} pages={pages} hrefOf={hrefOf} />
        </>
      )}
    </SectionPage>
  );
}

/**
 * The page's tiles with their hearts and badges. The likes, free spins and heart live here, not in
 * the page: the placeholders before the first answer set none of them up (the games carry their
 * likes and free spins, these queries only keep them current).
 */
function TournamentGameList({ games, label, busy }: { games: readonly GameItem[]; label: string; busy: boolean }) {
  const actions = useGameActions();
  return (
    <>
      <div className={gridStyles.grid} role="list" aria-label={label} aria-busy={busy}>
        {games.map((game) => (
          <GameTile key={game.sysname} {...actions.tileProps(game)} />
        ))}
      </div>
      <LikeErrorAlert error={actions.likeError} />
    </>
  );
}
