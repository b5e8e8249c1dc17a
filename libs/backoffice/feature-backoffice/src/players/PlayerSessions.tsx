import { useTranslation } from 'react-i18next';
import type { PlayerCard } from '../api/players';
import { formatDateTime } from '../common/format';
import * as styles from '../common/backoffice.css';

/** The player's sessions, most recently active first (ended ones are gone). */
export function PlayerSessions({ sessions }: { sessions: PlayerCard['sessions'] }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="player-sessions">
      <h2 id="player-sessions" className={styles.subtitle}>
        {t('backoffice-players.sessions')}
      </h2>
      {sessions.length === 0 ? (
        <p className={styles.muted}>{t('backoffice-players.noSessions')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('backoffice-players.sessionColumns.started')}</th>
                <th scope="col">{t('backoffice-players.sessionColumns.lastSeen')}</th>
                <th scope="col">{t('backoffice-players.sessionColumns.ip')}</th>
                <th scope="col">{t('backoffice-players.sessionColumns.device')}</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id}>
                  <td>{formatDateTime(session.created_at, i18n.language)}</td>
                  <td>{formatDateTime(session.last_seen_at, i18n.language)}</td>
                  <td>{session.ip ?? ''}</td>
                  <td>{session.user_agent ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
