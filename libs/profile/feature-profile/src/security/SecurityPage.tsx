import { useSession } from '@nfx/session';
import { Skeleton } from '@nfx/ui';
import { ProfileFrame } from '../common/ProfileFrame';
import * as styles from '../common/profile.css';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

/** Security (spec §2): the password, two-factor authentication, the sessions and the last sign-in. */
export function SecurityPage() {
  const { account } = useSession();
  return (
    <ProfileFrame page="security">
      {!account ? (
        <div aria-busy="true" data-testid="profile-loading">
          <Skeleton shape="block" height="12rem" />
        </div>
      ) : (
        <>
          <div className={styles.panel}>
            <SessionsSection />
          </div>
          <div className={styles.panel}>
            <TwoFactorSection enabled={account.two_factor_auth} />
          </div>
          <div className={styles.panel}>
            <ChangePasswordForm />
          </div>
        </>
      )}
    </ProfileFrame>
  );
}
