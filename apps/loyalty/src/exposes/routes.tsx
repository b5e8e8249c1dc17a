import { RemoteRoutes } from '@nfx/loyalty-feature-loyalty';
import { PromotionsRoutes, isPromotionsSection } from '@nfx/loyalty-feature-promotions';
import { LoyaltyTexts } from '../texts';

/**
 * The route tree the shell mounts for this remote's sections: promotions and offers, or the
 * loyalty programme (whose gate, the CMS's `isEnableLoyalty`, does not hide promotions). The build
 * label makes deploys verifiable.
 */
export default function LoyaltyRoutes({ section }: { section: string }) {
  return (
    <LoyaltyTexts>
      <div data-build-label={__NFX_BUILD_LABEL__}>
        {isPromotionsSection(section) ? <PromotionsRoutes section={section} /> : <RemoteRoutes section={section} />}
      </div>
    </LoyaltyTexts>
  );
}
