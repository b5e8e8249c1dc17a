import { useTranslation } from 'react-i18next';
import { formatDate } from '@nfx/format';
import { muted } from '@nfx/ui';

/**
 * "Last won {date}", or "Not won yet" only once the wins are known to hold none for the pool:
 * while they load, a pool without its own date says nothing rather than something untrue.
 */
export function LastWon({ at, winsKnown }: { at: string | null; winsKnown: boolean }) {
  const { t } = useTranslation();
  if (at) return <span className={muted()}>{t('casino.jackpots.lastWon', { date: formatDate(at) })}</span>;
  return winsKnown ? <span className={muted()}>{t('casino.jackpots.neverWon')}</span> : null;
}
