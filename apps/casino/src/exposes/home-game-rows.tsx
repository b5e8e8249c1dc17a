import { HomeGameRows } from '@nfx/casino-feature-game-hall';
import { CasinoTexts } from '../texts';

/** The home page's game rows; the build label makes deploys verifiable. */
export default function CasinoHomeGameRows() {
  return (
    <CasinoTexts>
      <div data-build-label={__NFX_BUILD_LABEL__}>
        <HomeGameRows />
      </div>
    </CasinoTexts>
  );
}
