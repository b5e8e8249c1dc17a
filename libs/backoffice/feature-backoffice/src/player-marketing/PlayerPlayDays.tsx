import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Spinner } from '@nfx/ui';
import { isApiError } from '@nfx/errors';
import { staffPlayDaysSchema, type StaffPlayDaysValues } from '@nfx/validation';
import { usePlayerPlayDays } from '../api/player-marketing';
import { formatAmount, formatDay } from '../common/format';
import { QueryError } from '../common/QueryError';
import * as styles from '../common/backoffice.css';
import { PlayerRefInput } from './PlayerRefInput';
import { PLAYER_MARKETING_TEXTS, usePlayerMarketingFieldError } from './player-marketing-texts';

const TEXTS = `${PLAYER_MARKETING_TEXTS}.cashback.play`;

/** A player's real-money play per UTC day over the last week: what a cashback run pays back a share of. */
export function PlayerPlayDays() {
  const { t, i18n } = useTranslation();
  const fieldError = usePlayerMarketingFieldError();
  const [player, setPlayer] = useState<string | null>(null);
  const play = usePlayerPlayDays(player);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StaffPlayDaysValues>({ resolver: valibotResolver(staffPlayDaysSchema), defaultValues: { player: '' } });
  // Showing the same player again reads their play again: rounds settle into it as they are played.
  const show = ({ player: next }: StaffPlayDaysValues) => {
    if (next.trim() === player) void play.refetch();
    else setPlayer(next.trim());
  };
  const unknown = play.isError && isApiError(play.error) && play.error.invalidParameters?.player !== undefined;

  return (
    <>
      <form aria-labelledby="play-title" onSubmit={handleSubmit(show)} noValidate>
        <h2 id="play-title" className={styles.subtitle}>
          {t(`${TEXTS}.title`)}
        </h2>
        <div className={styles.search}>
          <PlayerRefInput
            label={t(`${PLAYER_MARKETING_TEXTS}.cashback.lookupPlayer`)}
            hint={t(`${PLAYER_MARKETING_TEXTS}.cashback.lookupHint`)}
            error={fieldError(errors.player?.message) ?? (unknown ? fieldError('unknown_player') : undefined)}
            {...register('player')}
          />
          <Button type="submit" variant="secondary">
            {t(`${TEXTS}.show`)}
          </Button>
        </div>
      </form>
      {player === null || unknown ? null : play.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : play.isError ? (
        <QueryError error={play.error} onRetry={() => void play.refetch()} />
      ) : play.data.days.length === 0 ? (
        <p className={styles.muted}>{t(`${TEXTS}.empty`, { login: play.data.player.login })}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.muted}>{t(`${TEXTS}.caption`, { login: play.data.player.login, id: play.data.player.id })}</caption>
            <thead>
              <tr>
                <th scope="col">{t(`${TEXTS}.day`)}</th>
                <th scope="col">{t(`${TEXTS}.staked`)}</th>
                <th scope="col">{t(`${TEXTS}.won`)}</th>
                <th scope="col">{t(`${TEXTS}.netLoss`)}</th>
              </tr>
            </thead>
            <tbody>
              {play.data.days.map((day) => (
                <tr key={`${day.day}-${day.currency}`}>
                  <th scope="row">{formatDay(day.day, i18n.language)}</th>
                  <td>{formatAmount(day.staked, day.currency, i18n.language)}</td>
                  <td>{formatAmount(day.won, day.currency, i18n.language)}</td>
                  <td>{formatAmount(day.net_loss, day.currency, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
