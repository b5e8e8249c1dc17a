import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocalizedPath } from '@nfx/app-runtime';
import { closeDialog, openConfirm, useDialogStack } from '@nfx/dialogs';
import { isInternalPath } from '@nfx/redirects';
import { useAccountInfo, useSession } from '@nfx/session';
import { unseenCashback } from '../bonus-popups/unseen-cashback';
import { unseenCheckQueryOptions } from '../bonus-popups/unseen-cashback-query';
import { areCampaignPopupsBlocked } from '@nfx/shell-feature-core';
import { livePopupsQueryOptions, rememberSeenPopup, seenCampaignPopupsQueryOptions } from './campaign-popups-queries';
import { nextCampaignPopup, withSeenId } from './seen-campaign-popups';
import { usePageContentIdle } from '../page-idle/use-page-idle';

export const campaignPopupDialogId = (id: number) => `campaign-popup-${id}`;

/**
 * Spec §2/§3 campaign popups: each popup live now for this visitor (its dates, locale and
 * audience, all chosen by `popups.get`, which gives a self-excluded player none) is shown once,
 * and remembered as seen the moment it shows (see `seen-campaign-popups.ts`), so leaving the
 * page with it open does not bring it back. One at a time, only while no other dialog is open,
 * never on the pages `areCampaignPopupsBlocked` names (forms, deposit, cashier, games, the game
 * hall, promo-code links) but right after registration, and for a signed-in player only once the
 * unseen-cashback check has answered and its popup is closed: §4's order is email confirm, unseen
 * cashback, campaign. Its calls are asked for at once; its dialog opens only once the page's own
 * content has been drawn and the browser has gone idle since (usePageContentIdle), so that its
 * dialog, fade and focus do not compete with the page's first render, and never over the loader
 * or a failed remote's panel.
 *
 * The audience is the session's uid. While the account info is being fetched (a sign-in or
 * sign-out refreshes it, in whatever order the caller closes its own dialog) the uid may still be
 * the old one, so nothing opens; a popup chosen for one audience closes when the uid changes.
 * Its choice is made only at opening time from queries keyed by uid, so nothing chosen for the
 * old audience is left waiting.
 */
export function useCampaignPopups(pathWithoutLocale: string): void {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const queryClient = useQueryClient();
  const { account, isLoading } = useSession();
  const sessionChanging = useAccountInfo().isFetching;
  const uid = account?.uid ?? 0;
  const stackEmpty = useDialogStack().length === 0;
  const { search } = useLocation();
  const blocked = areCampaignPopupsBlocked(pathWithoutLocale, search);
  // Until the session is known, a player could be taken for a visitor and shown a visitor's popup.
  const ready = !isLoading && !blocked;
  const live = useQuery({ ...livePopupsQueryOptions(uid, i18n.language), enabled: ready });
  const seen = useQuery({ ...seenCampaignPopupsQueryOptions(uid), enabled: ready });
  const cashback = useQuery({ ...unseenCheckQueryOptions(uid), enabled: ready && uid > 0 });
  const shown = useRef(new Set<number>());
  /** The campaign popup on screen and the uid it was chosen for. */
  const open = useRef<{ dialogId: string; uid: number } | null>(null);
  const pageIdle = usePageContentIdle(pathWithoutLocale, ready && (live.data?.length ?? 0) > 0);

  const cashbackSettled =
    uid <= 0 || cashback.isError || (cashback.data !== undefined && !unseenCashback(cashback.data.latest, cashback.data.seenId));

  // Declared before the opening effect so that, in the render where the uid changes, the old
  // audience's popup is gone before anything is chosen for the new one.
  useEffect(() => {
    const current = open.current;
    if (!current || current.uid === uid) return;
    open.current = null;
    closeDialog(current.dialogId);
  }, [uid]);

  useEffect(() => {
    if (!ready || sessionChanging || !pageIdle || !stackEmpty || !cashbackSettled || !live.data || !seen.data) return;
    const popup = nextCampaignPopup(live.data, [...seen.data, ...shown.current]);
    if (!popup) return;
    shown.current.add(popup.id);
    const dialogId = campaignPopupDialogId(popup.id);
    const url = popup.button_url;
    const opensLink = url !== '' && isInternalPath(url);
    open.current = { dialogId, uid };
    openConfirm({
      id: dialogId,
      title: popup.title,
      content: popup.content,
      textAgree: popup.button_text || (opensLink ? t('shell.campaignPopup.open') : t('common.ok')),
      textReject: t('common.close'),
      onAgree: () => {
        if (opensLink) void navigate(localized(url));
      },
      onClose: () => {
        if (open.current?.dialogId === dialogId) open.current = null;
      },
    });
    // Seen once shown, not once closed: a reload or a link away with the popup open must not show it again.
    queryClient.setQueryData<number[]>(seenCampaignPopupsQueryOptions(uid).queryKey, (ids) => [...(ids ?? []), popup.id]);
    void rememberSeenPopup(uid, withSeenId(seen.data, popup.id));
  }, [ready, sessionChanging, pageIdle, stackEmpty, cashbackSettled, live.data, seen.data, uid, t, navigate, localized, queryClient]);
}
