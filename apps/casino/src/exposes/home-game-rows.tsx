import { HomeGameRows } from '@nfx/casino-feature-game-hall';

/** The home page's game rows; the build label makes deploys verifiable. */
export default function CasinoHomeGameRows() {
  return (
    <div data-build-label={__NFX_BUILD_LABEL__}>
      <HomeGameRows />
    </div>
  );
}
