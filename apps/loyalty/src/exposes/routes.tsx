import { RemoteRoutes } from '@nfx/loyalty-feature-loyalty';
import { LoyaltyTexts } from '../texts';

/** The route tree the shell mounts for this remote's sections; the build label makes deploys verifiable. */
export default function LoyaltyRoutes({ section }: { section: string }) {
  return (
    <LoyaltyTexts>
      <div data-build-label={__NFX_BUILD_LABEL__}>
        <RemoteRoutes section={section} />
      </div>
    </LoyaltyTexts>
  );
}
