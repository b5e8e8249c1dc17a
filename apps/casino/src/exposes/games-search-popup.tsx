import type { ComponentProps } from 'react';
import { GamesSearchPopup } from '@nfx/casino-feature-game-hall';
import { CasinoTexts } from '../texts';

/** The games search the shell shows in its dialog. */
export default function CasinoGamesSearchPopup(props: ComponentProps<typeof GamesSearchPopup>) {
  return (
    <CasinoTexts>
      <GamesSearchPopup {...props} />
    </CasinoTexts>
  );
}
