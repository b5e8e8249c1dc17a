import type { CampaignPopup } from '@nfx/api-contract';
import type { PopupRow } from '../repositories/popups-repository';
import { sanitizeHtml } from './html-sanitizer';

/** A campaign popup as popups.get lists it: the editor's HTML made safe. */
export function toPopup(row: PopupRow): CampaignPopup {
  return {
    id: row.id,
    title: row.title,
    content: sanitizeHtml(row.content),
    button_text: row.button_text,
    button_url: row.button_url,
    audience: row.audience,
    starts_at: row.starts_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}
