import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@nfx/ui';
import { type PlayerAction, type PlayerCard, usePlayerAction } from '../api/players';
import { ReasonDialog } from '../common/ReasonDialog';
import * as styles from '../common/backoffice.css';

/** Compliance's actions on a player (`blocks`); each asks for a reason, which the audit log keeps. */
export function PlayerActions({ card }: { card: PlayerCard }) {
  const { t } = useTranslation();
  const act = usePlayerAction(card.player.id);
  const [open, setOpen] = useState<PlayerAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const login = card.player.login;
  const offered: PlayerAction[] = [
    card.player.is_banned ? 'unblockPlayer' : 'blockPlayer',
    'signOutPlayer',
    ...(card.two_factor_enabled ? (['resetPlayerTwoFactor'] as const) : []),
  ];

  return (
    <section aria-labelledby="player-actions">
      <h2 id="player-actions" className={styles.subtitle}>
        {t('backoffice-players.actions.title')}
      </h2>
      <div className={styles.rowActions}>
        {offered.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'unblockPlayer' ? 'secondary' : 'danger'}
            onClick={() => {
              setDone(null);
              setOpen(action);
            }}
          >
            {t(`backoffice-players.actions.${action}.button`)}
          </Button>
        ))}
      </div>
      <div role="status" aria-live="polite">
        {done ? <p className={styles.notice}>{done}</p> : null}
      </div>
      {open ? (
        <ReasonDialog
          title={t(`backoffice-players.actions.${open}.title`, { login })}
          description={t(`backoffice-players.actions.${open}.text`)}
          submitLabel={t(`backoffice-players.actions.${open}.button`)}
          onClose={() => setOpen(null)}
          onSubmit={async (reason) => {
            await act.mutateAsync({ action: open, reason });
            setDone(t(`backoffice-players.actions.${open}.done`, { login }));
          }}
        />
      ) : null}
    </section>
  );
}
