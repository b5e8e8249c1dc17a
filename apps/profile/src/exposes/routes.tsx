import { RemoteRoutes } from '@nfx/profile-feature-profile';
import { ProfileTexts } from '../texts';

/** The route tree the shell mounts for this remote's sections; the build label makes deploys verifiable. */
export default function ProfileRoutes({ section }: { section: string }) {
  return (
    <ProfileTexts>
      <div data-build-label={__NFX_BUILD_LABEL__}>
        <RemoteRoutes section={section} />
      </div>
    </ProfileTexts>
  );
}
