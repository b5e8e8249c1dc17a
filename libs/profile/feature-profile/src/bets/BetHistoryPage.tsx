import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { panel } from '@nfx/ui';
import { ProfileFrame } from '../common/ProfileFrame';
import * as styles from '../common/profile.css';
import { CasinoRounds } from './CasinoRounds';
import { HISTORY_TABS, type HistoryParams, historyParamsOf, historyQueryOf } from './history-params';
import { SportsBets } from './SportsBets';

/**
 * `/profile/bets/history` (spec §2): casino rounds and sports bets, one list at a time. The list,
 * its filter and its page live in the address, so a reload or a shared link shows the same rows.
 */
export function BetHistoryPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const params = historyParamsOf(query);
  const show = (next: HistoryParams) => setQuery(historyQueryOf(next), { replace: false });

  return (
    <ProfileFrame page="betHistory">
      <div className={panel({ padding: 'md' })}>
        <nav aria-label={t('profile.betHistory.kind')}>
          <ul className={styles.nav}>
            {HISTORY_TABS.map((tab) => (
              <li key={tab}>
                <Link
                  className={styles.navLink}
                  to={{ search: historyQueryOf({ tab, page: 1 }).toString() }}
                  aria-current={tab === params.tab ? 'page' : undefined}
                >
                  {t(`profile.betHistory.tabs.${tab}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {params.tab === 'sports' ? (
          <SportsBets status={params.status} page={params.page} onChange={(next) => show({ tab: 'sports', ...next })} />
        ) : (
          <CasinoRounds mode={params.mode} page={params.page} onChange={(next) => show({ tab: 'casino', ...next })} />
        )}
      </div>
    </ProfileFrame>
  );
}
