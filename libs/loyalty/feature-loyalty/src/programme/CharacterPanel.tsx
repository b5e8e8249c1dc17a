import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Character } from '@nfx/api-contract';
import { Button, Image, panel, heading, muted } from '@nfx/ui';
import * as styles from '../common/loyalty.css';
import { CharacterDialog } from './CharacterDialog';

/** The player's character with a way to change it (the change asks for confirmation). */
export function CharacterPanel({ character, locale }: { character: Character | null; locale: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section
      className={panel({ padding: 'lg', align: 'center' })}
      aria-labelledby="loyalty-character-title"
      data-testid="loyalty-character"
    >
      <h2 id="loyalty-character-title" className={heading()}>
        {t('loyalty.character.title')}
      </h2>
      {character ? (
        <>
          <Image src={character.image} alt="" className={styles.portrait} width={96} height={96} />
          <p data-testid="loyalty-character-name">{character.name}</p>
        </>
      ) : (
        <p className={muted()}>{t('loyalty.character.none')}</p>
      )}
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('loyalty.character.change')}
      </Button>
      {open && <CharacterDialog locale={locale} currentId={character?.id ?? null} onClose={() => setOpen(false)} />}
    </section>
  );
}
