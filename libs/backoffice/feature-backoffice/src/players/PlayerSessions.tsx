import { useTranslation } from 'react-i18next';
import type { PlayerCard } from '../api/players';
import { formatDateTime } from '../common/format';
import { DataTable } from '../common/DataTable';
import { ListSection } from '../common/ListSection';

/** The player's sessions, most recently active first (ended ones are gone). */
export function PlayerSessions({ sessions }: { sessions: PlayerCard['sessions'] }) {
  const { t, i18n } = useTranslation();
  return (
    <ListSection
      id="player-sessions"
      title={t('backoffice-players.sessions')}
      emptyText={sessions.length === 0 && t('backoffice-players.noSessions')}
    >
      <DataTable
        columns={(['started', 'lastSeen', 'ip', 'device'] as const).map((column) => t(`backoffice-players.sessionColumns.${column}`))}
      >
        {sessions.map((session) => (
          <tr key={session.id}>
            <td>{formatDateTime(session.created_at, i18n.language)}</td>
            <td>{formatDateTime(session.last_seen_at, i18n.language)}</td>
            <td>{session.ip ?? ''}</td>
            <td>{session.user_agent ?? ''}</td>
          </tr>
        ))}
      </DataTable>
    </ListSection>
  );
}
