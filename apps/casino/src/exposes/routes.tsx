import { RemoteRoutes, startHallRequests } from '@nfx/casino-feature-game-hall';
import { CasinoTexts } from '../texts';
import * as styles from './routes.css';

// This module evaluates as the shell opens one of the casino's sections: the hall's first calls
// start now instead of after the first render.
startHallRequests(window.location);

/** The route tree the shell mounts for this remote's sections; the build label makes deploys verifiable. */
export default function CasinoRoutes({ section }: { section: string }) {
  return (
    <CasinoTexts>
      <div className={styles.root} data-build-label={__NFX_BUILD_LABEL__}>
        <RemoteRoutes section={section} />
      </div>
    </CasinoTexts>
  );
}
