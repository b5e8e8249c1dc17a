import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Artwork } from '../../db/tables/casino';
import { createCatalogueIndex, type GameSort, type IndexedGame } from './catalogue-index';
import { ttlValue } from '../../core/ttl-value';

export type { GameSort };

/** What one generated picture shows: its stored scheme and motif, the title and the studio's name. */
export interface ArtworkPicture {
  artwork: Artwork;
  /** Printed as display lettering; the stored short mark stands in when it is empty. */
  title: string;
  /** The provider's name in a corner plate; empty for pictures that have none (a provider's own). */
  provider: string;
}

export interface GameFilter {
  /** A category sysname or id. */
  category?: string | number;
  providers?: string[];
  search?: string;
  sort: GameSort;
  offset: number;
  count: number;
  sysnames?: string[];
  /** Only the games this account liked. */
  likedBy?: number;
  tournamentId?: number;
}

export interface CategoryEntry {
  id: number;
  sysname: string;
  names: Record<string, string>;
  position: number;
  games_count: number;
}

export interface ProviderEntry {
  id: number;
  sysname: string;
  name: string;
  position: number;
  types: string[];
  games_count: number;
  min_rtp_bp: number;
  max_rtp_bp: number;
  description_name: string;
  description_image: string;
}

/** A game as the list answers show it: the index's entry without its search and ranking fields. */
export type GameEntry = Pick<
  IndexedGame,
  | 'id'
  | 'sysname'
  | 'name'
  | 'provider_sysname'
  | 'provider_name'
  | 'likes_count'
  | 'has_demo'
  | 'rtp_bp'
  | 'released_at'
  | 'description_name'
  | 'description_image'
  | 'custom_id'
>;

/** The catalogue changes only when an editor changes it; a minute of staleness is fine. */
const LIST_TTL_MS = 60_000;
/** Games released this recently carry `is_new`. */
export const NEW_GAME_DAYS = 45;

export function createCatalogueRepository(db: Db) {
  const index = createCatalogueIndex(db);
  const categories = ttlValue(LIST_TTL_MS, async (): Promise<CategoryEntry[]> => {
    const rows = await db
      .selectFrom('game_categories as c')
      .leftJoin('game_category_links as l', 'l.category_id', 'c.id')
      .leftJoin('games as g', (join) => join.onRef('g.id', '=', 'l.game_id').on('g.is_active', '=', true))
      .select(['c.id', 'c.sysname', 'c.names', 'c.position', (eb) => eb.fn.count<number>('g.id').as('games_count')])
      .groupBy(['c.id', 'c.sysname', 'c.names', 'c.position'])
      .orderBy('c.position')
      .orderBy('c.id')
      .execute();
    return rows.map((row) => ({ ...row, games_count: Number(row.games_count) }));
  });

  const providers = ttlValue(LIST_TTL_MS, async (): Promise<ProviderEntry[]> => {
    const rows = await db
      .selectFrom('game_providers as p')
      .leftJoin('games as g', (join) => join.onRef('g.provider_id', '=', 'p.id').on('g.is_active', '=', true))
      .select([
        'p.id',
        'p.sysname',
        'p.name',
        'p.position',
        'p.types',
        'p.description_name',
        'p.description_image',
        (eb) => eb.fn.count<number>('g.id').as('games_count'),
        (eb) => eb.fn.coalesce(eb.fn.min('g.rtp_bp'), sql<number>`0`).as('min_rtp_bp'),
        (eb) => eb.fn.coalesce(eb.fn.max('g.rtp_bp'), sql<number>`0`).as('max_rtp_bp'),
      ])
      .groupBy(['p.id', 'p.sysname', 'p.name', 'p.position', 'p.types', 'p.description_name', 'p.description_image'])
      .orderBy('p.position')
      .orderBy('p.id')
      .execute();
    return rows.map((row) => ({
      ...row,
      games_count: Number(row.games_count),
      min_rtp_bp: Number(row.min_rtp_bp),
      max_rtp_bp: Number(row.max_rtp_bp),
    }));
  });

  async function categoryId(category: string | number): Promise<number | null> {
    const list = await categories.get();
    const found = list.find((entry) => (typeof category === 'number' ? entry.id === category : entry.sysname === category));
    return found?.id ?? null;
  }

  return {
    /** Loads the in-memory index now, so the first hall request after a start does not wait for it. */
    async warm(): Promise<void> {
      await index.snapshot();
    },
    categories: () => categories.get(),
    providers: () => providers.get(),

    /** One page of the hall and the number of games matching the filter (see catalogue-index.ts). */
    async listGames(filter: GameFilter): Promise<{ items: GameEntry[]; total: number }> {
      const snapshot = await index.snapshot();
      const { games } = snapshot;
      // Each filter becomes a per-game-number mask or a test on a flat column.
      const masks: Uint8Array[] = [];
      const maskOf = (ids: Iterable<number>) => {
        const mask = new Uint8Array(games.length);
        for (const id of ids) {
          const position = snapshot.byId.get(id);
          if (position !== undefined) mask[position] = 1;
        }
        return mask;
      };
      if (filter.category !== undefined) {
        const id = await categoryId(filter.category);
        const mask = id === null ? undefined : snapshot.categoryMasks.get(id);
        if (!mask) return { items: [], total: 0 };
        masks.push(mask);
      }
      let providerMask: Uint8Array | undefined;
      if (filter.providers && filter.providers.length > 0) {
        const wanted = new Set(filter.providers);
        const list = await providers.get();
        providerMask = new Uint8Array(Math.max(0, ...list.map((entry) => entry.id)) + 1);
        for (const entry of list) if (wanted.has(entry.sysname)) providerMask[entry.id] = 1;
      }
      if (filter.sysnames) {
        const wanted = new Set(filter.sysnames);
        masks.push(maskOf(games.filter((game) => wanted.has(game.sysname)).map((game) => game.id)));
      }
      if (filter.likedBy !== undefined) {
        const rows = await db.selectFrom('game_likes').select('game_id').where('account_id', '=', filter.likedBy).execute();
        masks.push(maskOf(rows.map((row) => row.game_id)));
      }
      if (filter.tournamentId !== undefined) {
        const rows = await db.selectFrom('tournament_games').select('game_id').where('tournament_id', '=', filter.tournamentId).execute();
        masks.push(maskOf(rows.map((row) => row.game_id)));
      }
      const needle = filter.search ? filter.search.toLowerCase() : '';
      const order = snapshot.orders.get(filter.sort) ?? Int32Array.from(games.keys());
      const items: GameEntry[] = [];
      let total = 0;
      for (const position of order) {
        if (providerMask && providerMask[snapshot.providerOf[position] as number] !== 1) continue;
        if (!masks.every((mask) => mask[position] === 1)) continue;
        if (needle && !(snapshot.searchNames[position] as string).includes(needle)) continue;
        if (total >= filter.offset && items.length < filter.count) items.push(games[position] as GameEntry);
        total += 1;
      }
      return { items, total };
    },

    /** Category sysnames of each listed game. */
    async categoriesOf(gameIds: number[]): Promise<Map<number, string[]>> {
      const snapshot = await index.snapshot();
      return new Map(
        gameIds.map((id) => {
          const position = snapshot.byId.get(id);
          return [id, position === undefined ? [] : (snapshot.games[position]?.categories ?? [])];
        }),
      );
    },

    async likedAmong(accountId: number, gameIds: number[]): Promise<Set<number>> {
      if (gameIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('game_likes')
        .select('game_id')
        .where('account_id', '=', accountId)
        .where('game_id', 'in', gameIds)
        .execute();
      return new Set(rows.map((row) => row.game_id));
    },

    /** Free spins left per game for the account's active packs. */
    async freeSpinsAmong(accountId: number, gameIds: number[]): Promise<Map<number, number>> {
      if (gameIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('free_spin_packs')
        .select(['game_id', (eb) => eb.fn.sum<number>('remaining_count').as('left')])
        .where('account_id', '=', accountId)
        .where('remaining_count', '>', 0)
        .where('expires_at', '>', new Date())
        .where('game_id', 'in', gameIds)
        .groupBy('game_id')
        .execute();
      return new Map(rows.map((row) => [row.game_id, Number(row.left)]));
    },

    /** An active game by its sysname, or by its custom id (§3 game route). */
    findGame(key: string, by: 'sysname' | 'custom_id' = 'sysname') {
      return db
        .selectFrom('games as g')
        .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
        .select([
          'g.id',
          'g.sysname',
          'g.name',
          'g.has_demo',
          'g.rtp_bp',
          'g.artwork',
          'g.custom_id',
          'p.sysname as provider_sysname',
          'p.name as provider_name',
        ])
        .where(by === 'sysname' ? 'g.sysname' : 'g.custom_id', '=', key)
        .where('g.is_active', '=', true)
        .executeTakeFirst();
    },

    /**
     * What the image proxy draws for one picture, or undefined when nothing has that name: the
     * stored artwork, the name printed on it (a tournament's in the site's default locale, since
     * one picture serves every locale) and the studio's name for a game or tournament.
     */
    async artwork(
      kind: 'games' | 'providers' | 'tournaments' | 'jackpots',
      sysname: string,
      defaultLocale: string,
    ): Promise<ArtworkPicture | undefined> {
      switch (kind) {
        case 'games': {
          const row = await db
            .selectFrom('games as g')
            .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
            .select(['g.artwork', 'g.name', 'p.name as provider'])
            .where('g.sysname', '=', sysname)
            .executeTakeFirst();
          return row && { artwork: row.artwork, title: row.name, provider: row.provider };
        }
        case 'tournaments': {
          const row = await db
            .selectFrom('tournaments as t')
            .leftJoin('game_providers as p', 'p.id', 't.provider_id')
            .select(['t.artwork', 't.texts', 'p.name as provider'])
            .where('t.sysname', '=', sysname)
            .executeTakeFirst();
          if (!row) return undefined;
          const title = row.texts[defaultLocale]?.title ?? Object.values(row.texts)[0]?.title ?? '';
          return { artwork: row.artwork, title, provider: row.provider ?? '' };
        }
        default: {
          const table = kind === 'providers' ? 'game_providers' : kind;
          const row = await db.selectFrom(table).select(['artwork', 'name']).where('sysname', '=', sysname).executeTakeFirst();
          return row && { artwork: row.artwork, title: row.name, provider: '' };
        }
      }
    },

    likedSysnames(accountId: number): Promise<string[]> {
      return db
        .selectFrom('game_likes as k')
        .innerJoin('games as g', 'g.id', 'k.game_id')
        .select('g.sysname')
        .where('k.account_id', '=', accountId)
        .orderBy('k.created_at', 'desc')
        .orderBy('g.id')
        .execute()
        .then((rows) => rows.map((row) => row.sysname));
    },

    /**
     * Likes are idempotent: the count moves only when a row was really added or removed, in the
     * same transaction, so parallel clicks never drift the count.
     */
    async setLike(accountId: number, gameId: number, liked: boolean): Promise<void> {
      let changed = 0;
      await db.transaction().execute(async (trx) => {
        if (liked) {
          const added = await trx
            .insertInto('game_likes')
            .values({ account_id: accountId, game_id: gameId })
            .onConflict((oc) => oc.doNothing())
            .returning('game_id')
            .executeTakeFirst();
          if (added)
            await trx
              .updateTable('games')
              .set((eb) => ({ likes_count: eb('likes_count', '+', 1) }))
              .where('id', '=', gameId)
              .execute();
          if (added) changed = 1;
        } else {
          const removed = await trx
            .deleteFrom('game_likes')
            .where('account_id', '=', accountId)
            .where('game_id', '=', gameId)
            .returning('game_id')
            .executeTakeFirst();
          if (removed)
            await trx
              .updateTable('games')
              .set((eb) => ({ likes_count: eb('likes_count', '-', 1) }))
              .where('id', '=', gameId)
              .execute();
          if (removed) changed = -1;
        }
      });
      if (changed !== 0) index.adjustLikes(gameId, changed);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
