import { useTranslation } from 'react-i18next';
import { useIsAuthenticated } from '@nfx/session';
import { Button } from '@nfx/ui';
import { ParticipationFailedError, useParticipate } from '../api/participate';
import type { Tournament } from '@nfx/api-contract';
import { errorMessageKey } from '../common/error-message';
import { useAuthPrompt } from '../common/use-auth-prompt';

/** Joining a tournament: players only; a visitor is asked to sign in first. */
export function ParticipateButton({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation();
  const isAuthenticated = useIsAuthenticated();
  const promptAuth = useAuthPrompt();
  const participate = useParticipate(tournament.id, i18n.language);

  if (tournament.extra.status === 'finished') return null;
  if (!isAuthenticated) {
    return (
      <Button variant="secondary" onClick={() => promptAuth('authorization')}>
        {t('casino.tournaments.signInToParticipate')}
      </Button>
    );
  }
  if (tournament.user_info?.is_participating) return <p role="status">{t('casino.tournaments.participating')}</p>;
  return (
    <div>
      <Button loading={participate.isPending} onClick={() => participate.mutate()}>
        {t('casino.tournaments.participate')}
      </Button>
      {participate.isError && (
        <p role="alert">
          {participate.error instanceof ParticipationFailedError || (participate.error as { type?: string }).type === 'InvalidParameter'
            ? t('casino.tournaments.participateFailed')
            : t(errorMessageKey(participate.error))}
        </p>
      )}
    </div>
  );
}
