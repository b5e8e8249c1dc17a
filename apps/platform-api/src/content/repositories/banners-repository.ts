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

/** A banner as the back office edits it: any state, with where it shows. */
export interface EditableBannerRow extends BannerRow {
  locale: string;
  placement: string;
  is_active: boolean;
}

/** A banner's words, as the back office saves them (the addition already sanitised). */
export type BannerTexts = Pick<BannerRow, 'label' | 'value' | 'addition'>;

export interface BannersRepository {
  /** Active, unexpired banners of a locale and placement in display order, plus how many there are in all. */
  page(locale: string, offset: number, count: number, placement?: BannerPlacement): Promise<{ items: BannerRow[]; total: number }>;
  artwork(id: number): Promise<BannerArtwork | undefined>;
  /** Every banner of a locale, switched on or not, expired or not: by placement, then display order. */
  ofLocale(locale: string): Promise<EditableBannerRow[]>;
  /** One banner; `forUpdate` locks it until the caller's transaction ends. */
  find(id: number, options?: { forUpdate?: boolean }): Promise<EditableBannerRow | undefined>;
  /** Replaces a banner's words. */
  saveTexts(id: number, texts: BannerTexts): Promise<EditableBannerRow>;
}

const EDITABLE_COLUMNS = [
  'id',
  'locale',
  'placement',
  'position',
  'label',
  'value',
  'addition',
  'banner_type',
  'is_active',
  'finished_at',
] as const;

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
    async ofLocale(locale) {
      return db
        .selectFrom('banners')
        .select(EDITABLE_COLUMNS)
        .where('locale', '=', locale)
        .orderBy('placement', 'desc')
        .orderBy('position')
        .orderBy('id')
        .execute();
    },
    async find(id, options = {}) {
      const query = db.selectFrom('banners').select(EDITABLE_COLUMNS).where('id', '=', id);
      return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
    },
    async saveTexts(id, texts) {
      return db.updateTable('banners').set(texts).where('id', '=', id).returning(EDITABLE_COLUMNS).executeTakeFirstOrThrow();
    },
  };
}
