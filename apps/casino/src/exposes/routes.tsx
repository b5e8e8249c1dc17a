import { getPageQueryClient } from '@nfx/api-client';
import { RemoteRoutes, startHallRequests } from '@nfx/casino-feature-game-hall';
import { CasinoTexts } from '../texts';
import * as styles from './routes.css';

// This module evaluates as the shell opens one of the casino's sections: the hall's first calls
// start now, into the shell's QueryClient, instead of after the first render. Where there is no
// such client the page asks for itself: the standalone frame (no client yet at this point), or a
// shell whose shared @nfx/api-client predates getPageQueryClient (deployed independently).
const pageQueryClient = typeof getPageQueryClient === 'function' ? getPageQueryClient() : undefined;
if (pageQueryClient) startHallRequests(pageQueryClient, window.location);

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
