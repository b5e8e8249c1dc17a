import type { Banner } from '@nfx/api-contract';
import type { BannerRow } from '../repositories/banners-repository';
import { sanitizeHtml } from './html-sanitizer';

/** A generated banner picture at one of the sizes the banner fields name; 735×240 is the default. */
const bannerImage = (id: number, size: string) => `/static/banners/${id}.svg${size === '735x240' ? '' : `?size=${size}`}`;

/** A banner as banners.get lists it (spec §3): the editor's HTML made safe. */
export function toBanner(row: BannerRow): Banner {
  return {
    id: row.id,
    finished_at: row.finished_at?.toISOString() ?? null,
    description: {
      position: row.position,
      label: row.label,
      value: row.value,
      addition: sanitizeHtml(row.addition),
      banner_type: row.banner_type,
      image_735_240: bannerImage(row.id, '735x240'),
      image_360_520: bannerImage(row.id, '360x520'),
      registration_popup_mobile_compact: bannerImage(row.id, '360x120'),
    },
  };
}
