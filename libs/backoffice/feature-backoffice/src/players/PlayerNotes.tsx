import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Spinner, Textarea } from '@nfx/ui';
import { STAFF_NOTE_MAX_LENGTH, staffPlayerNoteSchema, type StaffPlayerNoteValues } from '@nfx/validation';
import { useAddPlayerNote, usePlayerNotes } from '../api/players';
import { useErrorText, useFieldErrorText } from '../common/error-text';
import { applyServerErrors } from '../common/form-failure';
import { formatDateTime } from '../common/format';
import { QueryError } from '../common/QueryError';
import * as styles from '../common/backoffice.css';

/** Notes colleagues leave on a player (never shown to the player); support may add one. */
export function PlayerNotes({ playerId, canWrite }: { playerId: number; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const notes = usePlayerNotes(playerId);
  return (
    <section aria-labelledby="player-notes">
      <h2 id="player-notes" className={styles.subtitle}>
        {t('backoffice-players.notes')}
      </h2>
      {canWrite ? <AddNote playerId={playerId} /> : null}
      {notes.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : notes.isError ? (
        <QueryError error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data.items.length === 0 ? (
        <p className={styles.muted}>{t('backoffice-players.noNotes')}</p>
      ) : (
        <ul data-testid="player-notes">
          {notes.data.items.map((note) => (
            <li key={note.id}>
              <span className={styles.muted}>
                <time dateTime={note.at}>{formatDateTime(note.at, i18n.language)}</time> · {note.staff_email}
              </span>
              <p className={styles.noteText}>{note.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AddNote({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  const add = useAddPlayerNote(playerId);
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  const [added, setAdded] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffPlayerNoteValues>({ resolver: valibotResolver(staffPlayerNoteSchema), defaultValues: { text: '' } });

  const submit = handleSubmit(async ({ text }) => {
    setAdded(false);
    try {
      await add.mutateAsync(text);
      reset({ text: '' });
      setAdded(true);
    } catch (error) {
      if (applyServerErrors(error, ['text'], setError)) setError('root', { message: errorText(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className={styles.noteForm}>
      <Textarea
        label={t('backoffice-players.newNote')}
        hint={t('backoffice-players.newNoteHint', { max: STAFF_NOTE_MAX_LENGTH })}
        error={fieldErrorText(errors.text?.message)}
        maxLength={STAFF_NOTE_MAX_LENGTH}
        rows={3}
        {...register('text')}
      />
      {errors.root?.message ? (
        <p role="alert" className={styles.alert}>
          {errors.root.message}
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {added ? <p className={styles.notice}>{t('backoffice-players.noteAdded')}</p> : null}
      </div>
      <div>
        <Button type="submit" loading={isSubmitting}>
          {t('backoffice-players.addNote')}
        </Button>
      </div>
    </form>
  );
}
