import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface PopupRow {
  id: number;
  title: string;
  content: string;
  button_text: string;
  button_url: string;
  audience: string;
  starts_at: Date | null;
  finished_at: Date | null;
}

export interface PopupsRepository {
  /** Active campaign popups of a locale that are running now and meant for this kind of visitor. */
  current(locale: string, signedIn: boolean): Promise<PopupRow[]>;
  /** One active popup regardless of schedule and audience, for the `#popup-preview` link. */
  preview(locale: string, id: number): Promise<PopupRow | undefined>;
}

const COLUMNS = ['id', 'title', 'content', 'button_text', 'button_url', 'audience', 'starts_at', 'finished_at'] as const;

export function createPopupsRepository(db: Db): PopupsRepository {
  return {
    current: (locale, signedIn) =>
      db
        .selectFrom('popups')
        .select(COLUMNS)
        .where('locale', '=', locale)
        .where('is_active', '=', true)
        .where('audience', 'in', ['all', signedIn ? 'authenticated' : 'anonymous'])
        .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', sql<Date>`now()`)]))
        .where((eb) => eb.or([eb('finished_at', 'is', null), eb('finished_at', '>', sql<Date>`now()`)]))
        .orderBy('id')
        .execute(),
    preview: (locale, id) =>
      db
        .selectFrom('popups')
        .select(COLUMNS)
        .where('locale', '=', locale)
        .where('id', '=', id)
        .where('is_active', '=', true)
        .executeTakeFirst(),
  };
}
