import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@nfx/design-tokens';
import { Button, Image, Spinner, alert, muted } from '@nfx/ui';
import { useCharacters } from '../api/characters';
import * as formStyles from '../AuthForms.css';
import * as styles from './CharacterPicker.css';

export interface CharacterPickerProps {
  registration: UseFormRegisterReturn;
  error?: string;
}

/**
 * The optional character choice of registration (§2, §3 character_id), fed by
 * loyalty.getcharacters. Native radios in a fieldset: Tab enters the group, arrow keys move
 * and choose, and screen readers announce "radio, n of m".
 */
export function CharacterPicker({ registration, error }: CharacterPickerProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const characters = useCharacters(true);

  return (
    <fieldset className={formStyles.fieldset} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className={formStyles.legend}>{t('auth.register.character.legend')}</legend>
      <p id={hintId} className={muted({ size: 'inherit' })}>
        {t('auth.register.character.hint')}
      </p>
      {characters.isPending && <Spinner size="sm" label={t('common.loading')} />}
      {characters.isError && (
        <div className={formStyles.row}>
          <p role="alert" className={alert({ look: 'soft', icon: true })}>
            {t('auth.register.character.failed')}
          </p>
          <Button type="button" size="sm" variant="secondary" onClick={() => void characters.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {characters.data && (
        <div className={styles.grid}>
          {characters.data.items.map((character) => (
            <label key={character.id} className={styles.card}>
              <input type="radio" className={visuallyHidden} value={String(character.id)} {...registration} />
              {/* Visitors are listed regular characters only: no skin's character to fall back to, so a failed portrait shows a placeholder (spec §8). */}
              <Image className={styles.portrait} src={character.image} alt="" width={64} height={64} loading="lazy" />
              <span>{character.name}</span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className={alert({ look: 'soft', icon: true })}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
