import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { callQueryRoot, getApiClient } from '@nfx/api-client';
import { newIdempotencyKey, useLocalizedPath } from '@nfx/app-runtime';
import { AUTH_DIALOG, openConfirm, useIsDialogOpen } from '@nfx/dialogs';
import { formatMoney } from '@nfx/format';
import { paths } from '@nfx/paths';
import { refreshSession, useSession } from '@nfx/session';
import { whenPageIdle } from '../page-idle/use-page-idle';
import { PROMO_CODE_STORAGE_KEY, resolvePromoCode } from '@nfx/shell-feature-core';
import { escapeHtml } from './html-text';
import { isVerdictOnCode, promoCodeFailure } from './promo-code-outcome';

export const PROMO_ACTIVATED_DIALOG = 'promo-code-activated';
export const PROMO_FAILED_DIALOG = 'promo-code-failed';

function readStored(): string | null {
  try {
    return localStorage.getItem(PROMO_CODE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function forget(): void {
  try {
    localStorage.removeItem(PROMO_CODE_STORAGE_KEY);
  } catch {
    // Storage switched off: nothing was kept either.
  }
}

/** After the attempt the flag leaves the address, so a reload does not send the code again. */
function withoutPromoFlag(): string | null {
  const { pathname, search, hash } = window.location;
  const params = new URLSearchParams(search);
  if (!params.has(PROMO_CODE_STORAGE_KEY)) return null;
  params.delete(PROMO_CODE_STORAGE_KEY);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

/**
 * Spec §2/§4 promo_code: a code from `?promo_code=` (kept under the storage key of the same name
 * by the query flags) is applied with `campaigns.activateOffer` once the player is signed in, then
 * forgotten; the promo-code-activated popup tells what it gave, a refusal is told by its first
 * promo_code error code (§8). While the auth popup is open nothing is sent: a registration sends
 * the code itself and removes it on success, so it is never applied twice. The code is sent at
 * once; its popup opens once the page has loaded and gone idle.
 */
export function usePromoCodeActivation(search: string): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const queryClient = useQueryClient();
  const { isAuthenticated } = useSession();
  const authOpen = useIsDialogOpen(AUTH_DIALOG);
  const tried = useRef(new Set<string>());

  useEffect(() => {
    if (!isAuthenticated || authOpen) return;
    const { code } = resolvePromoCode(search, readStored());
    if (!code || tried.current.has(code)) return;
    tried.current.add(code);
    const settled = () => {
      forget();
      const cleaned = withoutPromoFlag();
      if (cleaned) void navigate(cleaned, { replace: true });
    };
    getApiClient()
      .mutate('campaigns.activateOffer', { promo_code: code }, { headers: { 'Idempotency-Key': newIdempotencyKey() } })
      .then(
        (bonus) => {
          settled();
          void refreshSession(queryClient);
          void queryClient.invalidateQueries({ queryKey: callQueryRoot('bonuses.get') });
          whenPageIdle(() =>
            openConfirm({
              id: PROMO_ACTIVATED_DIALOG,
              title: t('shell.bonusPopups.promoActivated.title'),
              content: `<p>${escapeHtml(
                t('shell.bonusPopups.promoActivated.text', {
                  code,
                  title: bonus.title,
                  amount: formatMoney(bonus.amount.amount, bonus.amount.currency),
                }),
              )}</p>`,
              textAgree: t('shell.bonusPopups.promoActivated.toBonuses'),
              textReject: t('common.close'),
              onAgree: () => void navigate(localized(paths.profile.bonuses())),
            }),
          );
        },
        (error: unknown) => {
          if (!isVerdictOnCode(error)) return;
          settled();
          whenPageIdle(() =>
            openConfirm({
              id: PROMO_FAILED_DIALOG,
              title: t('shell.bonusPopups.promoFailed.title'),
              content: `<p role="alert">${escapeHtml(t(`shell.bonusPopups.promoFailed.${promoCodeFailure(error)}`, { code }))}</p>`,
              textReject: t('common.close'),
            }),
          );
        },
      );
  }, [isAuthenticated, authOpen, search, t, navigate, localized, queryClient]);
}
