import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { subscribeGlobalPopups } from '@nfx/api-client';
import { useLocalizedPath } from '@nfx/app-runtime';
import { useFeatureFlag } from '@nfx/cms-config';
import { openConfirm } from '@nfx/dialogs';
import { messageKeyOf } from '@nfx/errors';
import { paths } from '@nfx/paths';
import { useSession } from '@nfx/session';
import { escapeHtml } from '../bonus-popups/html-text';

export const IDENTITY_VERIFICATION_DIALOG = 'identity-verification';

/**
 * Spec §2 identity-verification popup (issue 16): whichever call of whichever app answers
 * `SumsubVerificationRequired` or `KycUserProfile` (§8), the player is told why and offered the
 * way to `/profile/verification`. One subscription to the api client, not a check per call. It
 * stays quiet on the verification page itself, which already says what to do; a player whose
 * documents are being checked is told so instead of being asked for them again.
 */
export function useIdentityVerificationPopup(pathWithoutLocale: string): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { account } = useSession();
  // With verification switched off in the CMS (§3 isSumsubEnable) its page is not there: the
  // refusal still stands, and the player is sent to support instead.
  const verificationOn = useFeatureFlag('isSumsubEnable') !== false;
  // The subscription is made once; it reads what the page shows now when an error arrives.
  const current = useRef({ t, navigate, localized, pathWithoutLocale, pending: false, verificationOn });
  current.current = { t, navigate, localized, pathWithoutLocale, pending: account?.is_on_verification ?? false, verificationOn };

  useEffect(
    () =>
      subscribeGlobalPopups((popup, error) => {
        if (popup !== 'identityVerification') return;
        const page = current.current;
        if (page.pathWithoutLocale === paths.profile.verification()) return;
        const text = (key: string) => `<p>${escapeHtml(page.t(key))}</p>`;
        if (!page.verificationOn) {
          openConfirm({
            id: IDENTITY_VERIFICATION_DIALOG,
            title: page.t('shell.identityVerification.title'),
            content: text(messageKeyOf(error.type)) + text('shell.identityVerification.viaSupport'),
            textAgree: page.t('shell.identityVerification.toSupport'),
            textReject: page.t('shell.identityVerification.later'),
            onAgree: () => void page.navigate(page.localized(paths.support())),
          });
          return;
        }
        openConfirm({
          id: IDENTITY_VERIFICATION_DIALOG,
          title: page.t('shell.identityVerification.title'),
          content:
            text(messageKeyOf(error.type)) + text(page.pending ? 'shell.identityVerification.pending' : 'shell.identityVerification.how'),
          textAgree: page.t(page.pending ? 'shell.identityVerification.toStatus' : 'shell.identityVerification.toVerification'),
          textReject: page.t('shell.identityVerification.later'),
          onAgree: () => void page.navigate(page.localized(paths.profile.verification())),
        });
      }),
    [],
  );
}
