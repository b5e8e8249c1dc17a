import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '@nfx/dialogs';
import { isInternalPath } from '@nfx/redirects';
import { useCampaignPopupPreview, popupPreviewId } from '@nfx/shell-feature-core';

/** `#popup-preview` with `?popup=<id>`: shows that campaign popup whatever its schedule (spec §2). */
export function useCampaignPopupPreviewFlag(search: string, hash: string): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = popupPreviewId(search, hash);
  const { data: popup } = useCampaignPopupPreview(id);

  useEffect(() => {
    if (!popup) return;
    const url = popup.button_url;
    openConfirm({
      id: `campaign-preview-${popup.id}`,
      title: popup.title,
      content: popup.content,
      textAgree: popup.button_text || t('common.ok'),
      textReject: t('common.close'),
      onAgree: () => {
        if (url && isInternalPath(url)) navigate(url);
      },
    });
  }, [popup, navigate, t]);
}
