import { useCachedTranslation } from '../cached-translation';
import type { SportEvent } from '@nfx/api-contract';
import { formatDate, formatTime } from '@nfx/format';
import { useLiveValue } from '../betting-context';
import * as styles from './board.css';

/** An event's start (pre-match) or its state, score and clock, the stream's when it has them. */
export function LiveScore({ event }: { event: SportEvent }) {
  const t = useCachedTranslation();
  const live = useLiveValue(`event:${event.id}`, (state) => state.events[event.id]);
  const status = live?.status ?? event.status;
  const home = live?.home ?? event.score.home;
  const away = live?.away ?? event.score.away;
  const clock = live?.clock ?? event.clock;
  if (status === 'prematch') {
    return (
      <span className={styles.meta}>
        {formatDate(event.starts_at)} {formatTime(event.starts_at)}
      </span>
    );
  }
  return (
    <span className={styles.meta}>
      <span className={styles.liveBadge}>{t(`betting.event.${status}`)}</span>{' '}
      <span className={styles.score}>
        {home}:{away}
      </span>{' '}
      {event.sport === 'tennis' ? null : t('betting.event.clock', { clock })}
    </span>
  );
}
