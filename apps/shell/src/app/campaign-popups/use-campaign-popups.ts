import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocalizedPath } from '@nfx/app-runtime';
import { openConfirm, useDialogStack } from '@nfx/dialogs';
import { isInternalPath } from '@nfx/redirects';
import { useSession } from '@nfx/session';
import { unseenCashback } from '../bonus-popups/unseen-cashback';
import { unseenCheckQueryOptions } from '../bonus-popups/unseen-cashback-query';
import { areFollowUpPopupsBlocked } from '../routing/query-flags';
import { livePopupsQueryOptions, rememberSeenPopup, seenCampaignPopupsQueryOptions } from './campaign-popups-queries';
import { nextCampaignPopup, withSeenId } from './seen-campaign-popups';
import { usePageIdle } from '../page-idle/use-page-idle';

export const campaignPopupDialogId = (id: number) => `campaign-popup-${id}`;

/**
 * Spec §2/§3 campaign popups: each popup live now for this visitor (its dates, locale and
 * audience, all chosen by `popups.get`, which gives a self-excluded player none) is shown once,
 * then remembered as seen (see `seen-campaign-popups.ts`). One at a time, only while no other
 * dialog is open, never in the embeddable forms nor on the deposit pages (§2) but right after
 * registration, and for a signed-in player only once the unseen-cashback check has answered and
 * its popup is closed: §4's order is email confirm, unseen cashback, campaign. The first one waits
 * for the page to load and go idle (usePageIdle): its calls are asked for at once, its dialog opens
 * once the first screen is drawn.
 */
export function useCampaignPopups(pathWithoutLocale: string): void {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const queryClient = useQueryClient();
  const { account, isLoading } = useSession();
  const uid = account?.uid ?? 0;
  const stackEmpty = useDialogStack().length === 0;
  // The embeddable forms (§1, /forms/…) live in another site's frame: a campaign there would cover it.
  const embeddedForm = pathWithoutLocale.split('/').filter(Boolean)[0] === 'forms';
  const { search } = useLocation();
  const blocked = embeddedForm || areFollowUpPopupsBlocked(pathWithoutLocale, search);
  // Until the session is known, a player could be taken for a visitor and shown a visitor's popup.
  const ready = !isLoading && !blocked;
  const live = useQuery({ ...livePopupsQueryOptions(uid, i18n.language), enabled: ready });
  const seen = useQuery({ ...seenCampaignPopupsQueryOptions(uid), enabled: ready });
  const cashback = useQuery({ ...unseenCheckQueryOptions(uid), enabled: ready && uid > 0 });
  const shown = useRef(new Set<number>());
  const pageIdle = usePageIdle();

  const cashbackSettled =
    uid <= 0 || cashback.isError || (cashback.data !== undefined && !unseenCashback(cashback.data.latest, cashback.data.seenId));

  useEffect(() => {
    if (!ready || !pageIdle || !stackEmpty || !cashbackSettled || !live.data || !seen.data) return;
    const popup = nextCampaignPopup(live.data, [...seen.data, ...shown.current]);
    if (!popup) return;
    shown.current.add(popup.id);
    const seenIds = seen.data;
    const url = popup.button_url;
    const opensLink = url !== '' && isInternalPath(url);
    openConfirm({
      id: campaignPopupDialogId(popup.id),
      title: popup.title,
      content: popup.content,
      textAgree: popup.button_text || (opensLink ? t('shell.campaignPopup.open') : t('common.ok')),
      textReject: t('common.close'),
      onAgree: () => {
        if (opensLink) void navigate(localized(url));
      },
      onClose: () => {
        const value = withSeenId(seenIds, popup.id);
        queryClient.setQueryData<number[]>(seenCampaignPopupsQueryOptions(uid).queryKey, (ids) => [...(ids ?? []), popup.id]);
        void rememberSeenPopup(uid, value);
      },
    });
  }, [ready, pageIdle, stackEmpty, cashbackSettled, live.data, seen.data, uid, t, navigate, localized, queryClient]);
}
