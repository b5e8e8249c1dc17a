import { RemoteRoutes } from '@nfx/auth-feature-auth';
import { AuthTexts } from '../texts';

/** The route tree the shell mounts for this remote's sections; the build label makes deploys verifiable. */
export default function AuthRoutes({ section }: { section: string }) {
  return (
    <AuthTexts>
      <div data-build-label={__NFX_BUILD_LABEL__}>
        <RemoteRoutes section={section} />
      </div>
    </AuthTexts>
  );
}
