import { RemoteRoutes } from '@nfx/betting-feature-betting';
import { BettingTexts } from '../texts';

/** The route tree the shell mounts for this remote's section; the build label makes deploys verifiable. */
export default function BettingRoutes({ section }: { section: string }) {
  return (
    <BettingTexts>
      <div data-build-label={__NFX_BUILD_LABEL__}>
        <RemoteRoutes section={section} />
      </div>
    </BettingTexts>
  );
}
