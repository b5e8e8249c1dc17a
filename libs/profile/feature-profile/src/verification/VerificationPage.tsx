import { useTranslation } from 'react-i18next';
import { useSession } from '@nfx/session';
import { Skeleton, panel, alert } from '@nfx/ui';
import { useVerification } from '../api/verification-calls';
import { useErrorText } from '../common/error-text';
import { ProfileFrame } from '../common/ProfileFrame';
import * as styles from '../common/profile.css';
import { SumsubVerification } from './SumsubVerification';
import { VerificationForm } from './VerificationForm';

/**
 * Identity verification (spec §2, §7 `sumsub`): where it stands (`is_verified`,
 * `is_on_verification`), why a reviewer turned it down, and the photos to send: through the
 * provider's web SDK when the status says so (`document_upload: 'sdk'`, Sumsub), else our form.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { account } = useSession();
  const verification = useVerification();
  const data = verification.data;

  let content;
  if (verification.error)
    content = (
      <p role="alert" className={alert({ look: 'soft' })}>
        {errorText(verification.error)}
      </p>
    );
  else if (!account || !data)
    content = (
      <div aria-busy="true" data-testid="profile-loading">
        <Skeleton shape="block" height="12rem" />
      </div>
    );
  else if (account.is_verified || data.status === 'approved')
    content = (
      <p className={styles.hint} data-testid="verification-status">
        {t('profile.verification.verified')}
      </p>
    );
  else if (account.is_on_verification || data.status === 'pending')
    content = (
      <p className={styles.hint} data-testid="verification-status">
        {t('profile.verification.pending')}
      </p>
    );
  else
    content = (
      <>
        <p className={styles.hint} data-testid="verification-status" role={data.status === 'rejected' ? 'alert' : undefined}>
          {data.status === 'rejected'
            ? t('profile.verification.rejected', { reason: t(`profile.verification.reasons.${data.reject_reason ?? 'other'}`) })
            : t('profile.verification.notStarted')}
        </p>
        <div className={panel({ padding: 'md' })}>
          {data.document_upload === 'sdk' ? <SumsubVerification /> : <VerificationForm verification={data} />}
        </div>
      </>
    );
  return <ProfileFrame page="verification">{content}</ProfileFrame>;
}
