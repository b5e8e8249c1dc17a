import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { Cashback } from '@nfx/api-contract';
import { useLocalizedPath } from '@nfx/app-runtime';
import { openConfirm, useDialogStack } from '@nfx/dialogs';
import { formatDate, formatMoney } from '@nfx/format';
import { paths } from '@nfx/paths';
import { useSession } from '@nfx/session';
import { isAutoPopupBlocked } from '../routing/query-flags';
import { escapeHtml } from './html-text';
import { SEEN_CASHBACK_KEY, unseenCashback } from './unseen-cashback';

export const UNSEEN_CASHBACK_DIALOG = 'unseen-cashback';

interface UnseenCheck {
  latest: Cashback | undefined;
  seenId: string | null;
}

/** cashbacks.get (count 1, the latest by end date, active or paid out) and the stored seen id. */
function unseenCheckQueryOptions(uid: number) {
  return {
    queryKey: ['cashbacks', 'unseen-check', uid] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<UnseenCheck> => {
      const [page, seen] = await Promise.all([
        getApiClient().query('cashbacks.get', { count: '1', sort: 'end_date', order: 'desc', statuses: 'paid_out,active' }, { signal }),
        getApiClient().query('storage.get', { key: SEEN_CASHBACK_KEY }, { signal }),
      ]);
      return { latest: page.items[0] as Cashback | undefined, seenId: seen.value };
    },
  };
}

/**
 * Spec §2/§4 unseen cashback: once per cashback, the player is told about their latest one;
 * closing the popup, however, stores its id under `already_seen_cashback_id`. It waits until no
 * other dialog is open (so after registration it follows the email-confirm popup of the
 * follow-up queue) and is not auto-opened on the deposit pages (§2).
 */
export function useUnseenCashback(pathWithoutLocale: string): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { account } = useSession();
  const uid = account?.uid ?? 0;
  const stackEmpty = useDialogStack().length === 0;
  const blocked = isAutoPopupBlocked(pathWithoutLocale);
  const shown = useRef(new Set<number>());
  const check = useQuery({ ...unseenCheckQueryOptions(uid), enabled: uid > 0, staleTime: Infinity });

  useEffect(() => {
    if (!check.data || !stackEmpty || blocked) return;
    const cashback = unseenCashback(check.data.latest, check.data.seenId);
    if (!cashback || shown.current.has(cashback.id)) return;
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
        // Seen however it was closed; a failed save only means it may show once more later.
        getApiClient()
          .mutate('storage.set', { key: SEEN_CASHBACK_KEY, value: String(cashback.id) })
          .catch((error: unknown) => console.warn('[shell] could not store the seen cashback', error));
      },
    });
  }, [check.data, stackEmpty, blocked, t, navigate, localized]);
}
