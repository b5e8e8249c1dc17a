import { RemoteRoutes } from '@nfx/cashier-feature-cashier';
import { CashierTexts } from '../texts';

/** The route tree the shell mounts for this remote's sections; the build label makes deploys verifiable. */
export default function CashierRoutes({ section }: { section: string }) {
  return (
    <CashierTexts>
      <div data-build-label={__NFX_BUILD_LABEL__}>
        <RemoteRoutes section={section} />
      </div>
    </CashierTexts>
  );
}
