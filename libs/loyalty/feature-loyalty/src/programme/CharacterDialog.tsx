import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ListedCharacter } from '@nfx/api-contract';
import { Button, DialogOverlay, DialogPanel, Image, alert, heading, muted } from '@nfx/ui';
import { useCharacters } from '../api/characters';
import { useSetCharacter } from '../api/set-character';
import { errorMessageKey } from '../common/error-message';
import { Loading } from '../common/Loading';
import * as styles from '../common/loyalty.css';
import { characterFallbacks } from './character-fallbacks';

/**
 * The character change popup (§2) and its confirmation: pick one, then confirm the change (a
 * second dialog step, so a stray click changes nothing). Esc or "Cancel" closes without a change.
 */
export function CharacterDialog({ locale, currentId, onClose }: { locale: string; currentId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const characters = useCharacters(locale);
  const change = useSetCharacter();
  const [picked, setPicked] = useState<number | null>(currentId);
  const [confirming, setConfirming] = useState<ListedCharacter | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // A skin not yet bought is listed (so players learn of it) but cannot be picked.
  const listed = characters.data?.items ?? [];
  const choice = listed.find((item) => item.id === picked && item.isOwned);

  const body = confirming ? (
    <>
      <h2 id={titleId} className={heading()}>
        {t('loyalty.character.confirmTitle')}
      </h2>
      <Image
        src={confirming.image}
        fallbacks={characterFallbacks(confirming, listed)}
        alt=""
        className={styles.portrait}
        width={96}
        height={96}
      />
      <p>{t('loyalty.character.confirmText', { name: confirming.name })}</p>
      {change.isError && (
        <p role="alert" className={alert()}>
          {t(errorMessageKey(change.error))}
        </p>
      )}
      <div className={styles.list}>
        <Button ref={confirmRef} loading={change.isPending} onClick={() => change.mutate(confirming.id, { onSuccess: onClose })}>
          {t('loyalty.character.confirm')}
        </Button>
        <Button variant="secondary" disabled={change.isPending} onClick={() => setConfirming(null)}>
          {t('loyalty.character.back')}
        </Button>
      </div>
    </>
  ) : (
    <>
      <h2 id={titleId} className={heading()}>
        {t('loyalty.character.chooseTitle')}
      </h2>
      {characters.isPending ? (
        <Loading rows={2} />
      ) : (
        <fieldset className={styles.characterChoice}>
          <legend className={muted()}>{t('loyalty.character.chooseLegend')}</legend>
          {characters.data?.items.map((character) => (
            <label key={character.id} className={styles.characterOption}>
              <Image
                src={character.image}
                fallbacks={characterFallbacks(character, listed)}
                alt=""
                className={styles.smallPortrait}
                width={64}
                height={64}
              />
              <input
                type="radio"
                name="loyalty-character"
                value={character.id}
                checked={picked === character.id}
                disabled={!character.isOwned}
                aria-describedby={character.isOwned ? undefined : `${titleId}-locked-${character.id}`}
                onChange={() => setPicked(character.id)}
              />
              <span>{character.name}</span>
              {!character.isOwned && (
                <span id={`${titleId}-locked-${character.id}`} className={muted()}>
                  {t('loyalty.character.locked')}
                </span>
              )}
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.list}>
        <Button disabled={!choice || choice.id === currentId} onClick={() => choice && setConfirming(choice)}>
          {t('loyalty.character.choose')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('loyalty.character.cancel')}
        </Button>
      </div>
    </>
  );

  return createPortal(
    <DialogOverlay onRequestClose={onClose} closable={!change.isPending}>
      <DialogPanel
        aria-labelledby={titleId}
        closeLabel={t('loyalty.common.close')}
        initialFocusRef={confirming ? confirmRef : undefined}
        key={confirming ? 'confirm' : 'choose'}
      >
        <div className={styles.list} data-testid="loyalty-character-dialog">
          {body}
        </div>
      </DialogPanel>
    </DialogOverlay>,
    document.body,
  );
}
