import { useFeatureFlag } from '@nfx/cms-config';
import { useSession } from '@nfx/session';
import { Skeleton, panel } from '@nfx/ui';
import { ProfileFrame } from '../common/ProfileFrame';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

/** Security (spec §2): the password, two-factor authentication (while the CMS has it on), the sessions and the last sign-in. */
export function SecurityPage() {
  const { account } = useSession();
  // Only the settings hide with the CMS flag: an enabled second factor is still asked for at sign-in.
  const twoFactorOn = useFeatureFlag('isTwoFAEnable') === true;
  return (
    <ProfileFrame page="security">
      {!account ? (
        <div aria-busy="true" data-testid="profile-loading">
          <Skeleton shape="block" height="12rem" />
        </div>
      ) : (
        <>
          <div className={panel({ padding: 'md' })}>
            <SessionsSection />
          </div>
          {twoFactorOn && (
            <div className={panel({ padding: 'md' })}>
              <TwoFactorSection enabled={account.two_factor_auth} />
            </div>
          )}
          <div className={panel({ padding: 'md' })}>
            <ChangePasswordForm />
          </div>
        </>
      )}
    </ProfileFrame>
  );
}
