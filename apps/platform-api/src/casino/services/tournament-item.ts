import type { Tournament } from '@nfx/api-contract';
import { type TournamentsRepository, tournamentStatus } from '../repositories/tournaments-repository';
import { imageUrl } from './image-urls';
import { wireMoney } from '@nfx/money';

type TournamentListRow = Awaited<ReturnType<TournamentsRepository['list']>>['rows'][number];
type BoardRow = Awaited<ReturnType<TournamentsRepository['leaderboard']>>['rows'][number];

export interface TournamentItemContext {
  locale: string;
  defaultLocale: string;
  /** Whether the caller is signed in: visitors get no `user_info`. */
  signedIn: boolean;
  /** The caller's place and points, when taking part. */
  standing: { place: number; points: number } | undefined;
  /** The board's top places, as many as the prize plan has. */
  board: readonly BoardRow[];
}

/** A tournament as tournaments.get lists it (spec §3), its texts in the request's locale. */
export function toTournamentItem(
  row: TournamentListRow,
  { locale, defaultLocale, signedIn, standing, board }: TournamentItemContext,
): Tournament {
  return {
    id: row.id,
    games_count: Number(row.counts?.games_count ?? 0),
    total_prize: wireMoney(row.total_prize, row.currency),
    user_info: signedIn ? { is_participating: Boolean(standing), points: standing?.points ?? 0, place: standing?.place ?? null } : null,
    // The prize plan by place; once a tournament has a board, who holds each place.
    winners: row.prizes.map((prize, place) => ({
      place: place + 1,
      prize: wireMoney(prize, row.currency),
      player: board[place]?.player_name ?? null,
      points: board[place] ? Number(board[place]?.points) : null,
    })),
    restrictions: { min_stake: wireMoney(row.min_stake, row.currency) },
    total_participants: Number(row.counts?.participants ?? 0),
    total_points: Number(row.counts?.points ?? 0),
    reset_on_cashout: row.reset_on_cashout,
    provider:
      row.provider_sysname !== null && row.provider_name !== null ? { sysname: row.provider_sysname, name: row.provider_name } : null,
    image_url: imageUrl('tournaments', row.sysname),
    tags: row.tags,
    description: row.texts[locale] ?? row.texts[defaultLocale] ?? { title: row.sysname, text: '' },
    extra: {
      sysname: row.sysname,
      status: tournamentStatus(row),
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at.toISOString(),
    },
  };
}
