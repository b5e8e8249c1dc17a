import { sql } from 'kysely';
import type { BANNER_PLACEMENTS } from '@nfx/api-contract';
import type { Db } from '../../db/database';
import type { BannerArtwork } from '../../db/tables/content';

export interface BannerRow {
  id: number;
  position: number;
  label: string;
  value: string;
  addition: string;
  banner_type: string;
  finished_at: Date | null;
}

/** Where a banner shows: the home page slider, or the registration mode of the auth popup. */
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];

export interface BannersRepository {
  /** Active, unexpired banners of a locale and placement in display order, plus how many there are in all. */
  page(locale: string, offset: number, count: number, placement?: BannerPlacement): Promise<{ items: BannerRow[]; total: number }>;
  artwork(id: number): Promise<BannerArtwork | undefined>;
}

export function createBannersRepository(db: Db): BannersRepository {
  const visible = (locale: string, placement: BannerPlacement) =>
    db
      .selectFrom('banners')
      .where('locale', '=', locale)
      .where('placement', '=', placement)
      .where('is_active', '=', true)
      .where((eb) => eb.or([eb('finished_at', 'is', null), eb('finished_at', '>', sql<Date>`now()`)]));
  return {
    async page(locale, offset, count, placement = 'slider') {
      const items = await visible(locale, placement)
        .select(['id', 'position', 'label', 'value', 'addition', 'banner_type', 'finished_at'])
        .orderBy('position')
        .orderBy('id')
        .offset(offset)
        .limit(count)
        .execute();
      const { total } = await visible(locale, placement)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return { items, total: Number(total) };
    },
    async artwork(id) {
      const row = await db.selectFrom('banners').select('artwork').where('id', '=', id).executeTakeFirst();
      return row?.artwork;
    },
  };
}
