import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import { useLocalizedPath } from '@nfx/app-runtime';
import { openConfirm, useDialogStack } from '@nfx/dialogs';
import { formatDate, formatMoney } from '@nfx/format';
import { paths } from '@nfx/paths';
import { useSession } from '@nfx/session';
import { usePageContentIdle } from '../page-idle/use-page-idle';
import { areFollowUpPopupsBlocked } from '@nfx/shell-feature-core';
import { escapeHtml } from './html-text';
import { SEEN_CASHBACK_KEY, unseenCashback } from './unseen-cashback';
import { type UnseenCheck, unseenCheckQueryOptions } from './unseen-cashback-query';

export const UNSEEN_CASHBACK_DIALOG = 'unseen-cashback';

/**
 * Spec §2/§4 unseen cashback: once per cashback, the player is told about their latest one;
 * closing the popup, however, stores its id under `already_seen_cashback_id`. It waits until no
 * other dialog is open (so after registration it follows the email-confirm popup of the
 * follow-up queue) and is not auto-opened on the deposit pages (§2) but right after registration.
 * Its check is asked for at once; the popup opens as the campaign popups do (usePageContentIdle):
 * once the route's own content is on screen and settled, never over the loader or over a failed
 * remote's "Try again", then at an idle moment.
 */
export function useUnseenCashback(pathWithoutLocale: string): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { account } = useSession();
  const uid = account?.uid ?? 0;
  const stackEmpty = useDialogStack().length === 0;
  const blocked = areFollowUpPopupsBlocked(pathWithoutLocale, useLocation().search);
  const shown = useRef(new Set<number>());
  const queryClient = useQueryClient();
  const check = useQuery({ ...unseenCheckQueryOptions(uid), enabled: uid > 0 });
  const cashback = check.data ? unseenCashback(check.data.latest, check.data.seenId) : null;
  const pending = cashback !== null && !shown.current.has(cashback.id);
  const pageIdle = usePageContentIdle(pathWithoutLocale, pending && !blocked);

  useEffect(() => {
    if (!cashback || !pageIdle || !stackEmpty || blocked || shown.current.has(cashback.id)) return;
    shown.current.add(cashback.id);
    const amount = formatMoney(cashback.amount.amount, cashback.amount.currency);
    const text =
      cashback.status === 'active'
        ? t('shell.bonusPopups.cashback.activeText', {
            amount,
            until: cashback.receiving_expired_at ? formatDate(cashback.receiving_expired_at) : '',
          })
        : t('shell.bonusPopups.cashback.paidText', { amount });
    openConfirm({
      id: UNSEEN_CASHBACK_DIALOG,
      title: t('shell.bonusPopups.cashback.title'),
      content: `<p>${escapeHtml(text)}</p>`,
      textAgree: t('shell.bonusPopups.cashback.toCashback'),
      textReject: t('common.close'),
      onAgree: () => void navigate(localized(paths.profile.cashback())),
      onClose: () => {
        // Seen now for this page too, so the campaign popups waiting behind it (§4 order) go next.
        queryClient.setQueryData<UnseenCheck>(unseenCheckQueryOptions(uid).queryKey, (data) =>
          data ? { ...data, seenId: String(cashback.id) } : data,
        );
        // Seen however it was closed; a failed save only means it may show once more later.
        getApiClient()
          .mutate('storage.set', { key: SEEN_CASHBACK_KEY, value: String(cashback.id) })
          .catch((error: unknown) => console.warn('[shell] could not store the seen cashback', error));
      },
    });
  }, [cashback, pageIdle, stackEmpty, blocked, t, navigate, localized, queryClient, uid]);
}
