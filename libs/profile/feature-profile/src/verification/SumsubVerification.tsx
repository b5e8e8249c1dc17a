import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@nfx/errors';
import { Skeleton, alert, muted } from '@nfx/ui';
import { fetchSdkAccessToken, useSdkAccessToken, useVerificationChanged } from '../api/verification-calls';
import { useErrorText } from '../common/error-text';

// Sumsub's WebSDK is large and only this page needs it: its own chunk, loaded when shown.
const SumsubWebSdk = lazy(() => import(/* webpackChunkName: "sumsub-websdk" */ '@sumsub/websdk-react'));

/** The SDK's messages after which the verification changed on Sumsub's side. */
const CHANGED = new Set(['idCheck.onApplicantSubmitted', 'idCheck.onApplicantResubmitted', 'idCheck.onApplicantStatusChanged']);

const loading = (
  <div aria-busy="true" data-testid="profile-loading">
    <Skeleton shape="block" height="12rem" />
  </div>
);

/**
 * The provider's own web SDK (Sumsub) in place of the upload form: it takes the photos and the
 * selfie with the access token, and asks for a new token when it runs out.
 */
export function SumsubVerification() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const access = useSdkAccessToken();
  const changed = useVerificationChanged();

  if (access.error) {
    const code = isApiError(access.error) ? access.error.code : undefined;
    return (
      <p role="alert" className={alert({ look: 'soft' })}>
        {code === 'verification_rejected_final'
          ? t('profile.verification.rejectedFinal')
          : code === 'identity_verification_unavailable'
            ? t('profile.verification.unavailable')
            : errorText(access.error)}
      </p>
    );
  }
  if (!access.data) return loading;
  return (
    <>
      <p className={muted({ size: 'inherit' })}>{t('profile.verification.sdkLead')}</p>
      <Suspense fallback={loading}>
        <SumsubWebSdk
          accessToken={access.data}
          expirationHandler={fetchSdkAccessToken}
          config={{ lang: i18n.language.split('-')[0] }}
          options={{ addViewportTag: false, adaptIframeHeight: true }}
          onMessage={(type: string) => {
            if (CHANGED.has(type)) void changed();
          }}
        />
      </Suspense>
    </>
  );
}
