import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@nfx/dialogs';
import { Button, Select, alert, heading, muted } from '@nfx/ui';
import { REALITY_CHECK_CHOICES } from '@nfx/validation';
import { useSetRealityCheck } from './api/reality-check';
import * as styles from './ResponsibleGame.css';

/** How often play is interrupted by a reminder of the session's length and net result. */
export function RealityCheckSection({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [choice, setChoice] = useState(String(minutes ?? 0));
  const save = useSetRealityCheck();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(Number(choice), { onSuccess: () => showToast({ tone: 'success', message: t('responsible-game.realityCheck.saved') }) });
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={heading({ weight: 'bold' })}>
        {t('responsible-game.realityCheck.title')}
      </h2>
      <p className={muted({ size: 'inherit', wrap: true })}>{t('responsible-game.realityCheck.intro')}</p>
      <form className={styles.row} onSubmit={submit} aria-labelledby={titleId}>
        <Select
          className={styles.grow}
          label={t('responsible-game.realityCheck.interval')}
          name="minutes"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          {REALITY_CHECK_CHOICES.map((option) => (
            <option key={option} value={String(option)}>
              {option === 0 ? t('responsible-game.realityCheck.off') : t('responsible-game.realityCheck.every', { minutes: option })}
            </option>
          ))}
        </Select>
        <Button type="submit" loading={save.isPending}>
          {t('responsible-game.realityCheck.save')}
        </Button>
      </form>
      {save.isError && (
        <p role="alert" className={alert({ look: 'soft' })}>
          {t('responsible-game.failed')}
        </p>
      )}
    </section>
  );
}
