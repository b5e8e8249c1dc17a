import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { formatDate, formatMoney } from '@nfx/format';
import type { Tournament } from '@nfx/api-contract';
import { paths } from '@nfx/paths';
import { Image, muted } from '@nfx/ui';
import * as styles from '../common/cards.css';

export function tournamentDates(tournament: Tournament, t: (key: string, options?: Record<string, unknown>) => string): string {
  const { status, starts_at, ends_at } = tournament.extra;
  if (status === 'future') return t('casino.tournaments.startsAt', { date: formatDate(starts_at) });
  if (status === 'finished') return t('casino.tournaments.endedAt', { date: formatDate(ends_at) });
  return t('casino.tournaments.endsAt', { date: formatDate(ends_at) });
}

/** A tournament in a list: artwork, title, prize pool, dates and whether the player takes part. */
export function TournamentCard({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <Link className={styles.cardLink} to={localized(paths.tournament(tournament.id))} data-testid="tournament-card">
      <Image className={styles.cardImage} src={tournament.image_url} alt="" width={360} height={240} loading="lazy" />
      <span className={styles.cardTitle}>{tournament.description.title}</span>
      <span className={muted()}>{t('casino.tournaments.prizePool')}</span>
      <span className={styles.value}>{formatMoney(tournament.total_prize.amount, tournament.total_prize.currency)}</span>
      <span className={muted()}>{tournamentDates(tournament, t)}</span>
      <span className={muted()}>{t('casino.tournaments.participants', { count: tournament.total_participants })}</span>
      {tournament.user_info?.is_participating && <span>{t('casino.tournaments.participating')}</span>}
    </Link>
  );
}
