import type { Db } from '../../db/database';

export type GameSort = 'popular' | 'new' | 'name' | 'likes';

export interface IndexedGame {
  id: number;
  sysname: string;
  name: string;
  search_name: string;
  provider_id: number;
  provider_sysname: string;
  provider_name: string;
  popularity: number;
  likes_count: number;
  has_demo: boolean;
  rtp_bp: number;
  released_at: Date;
  description_name: string;
  description_image: string;
  custom_id: string | null;
  categories: string[];
}

/**
 * Column-wise, so a filter pass reads small typed arrays instead of chasing thousands of
 * objects: `games[i]` is game number i, the other arrays are indexed by the same i.
 */
export interface CatalogueSnapshot {
  games: IndexedGame[];
  byId: Map<number, number>;
  /** Game numbers in each sort order. */
  orders: Map<GameSort, Int32Array>;
  providerOf: Int32Array;
  /** Flat copies of the lower-case names (strings from the driver are slow to scan). */
  searchNames: string[];
  /** Category id → 1 for each game number in it. */
  categoryMasks: Map<number, Uint8Array>;
}

const comparators: Record<GameSort, (a: IndexedGame, b: IndexedGame) => number> = {
  popular: (a, b) => b.popularity - a.popularity || a.id - b.id,
  new: (a, b) => b.released_at.getTime() - a.released_at.getTime() || a.id - b.id,
  name: (a, b) => (a.search_name < b.search_name ? -1 : a.search_name > b.search_name ? 1 : a.id - b.id),
  likes: (a, b) => b.likes_count - a.likes_count || b.popularity - a.popularity || a.id - b.id,
};

async function load(db: Db): Promise<CatalogueSnapshot> {
  const [rows, links] = await Promise.all([
    db
      .selectFrom('games as g')
      .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
      .select([
        'g.id',
        'g.sysname',
        'g.name',
        'g.search_name',
        'g.provider_id',
        'p.sysname as provider_sysname',
        'p.name as provider_name',
        'g.popularity',
        'g.likes_count',
        'g.has_demo',
        'g.rtp_bp',
        'g.released_at',
        'g.description_name',
        'g.description_image',
        'g.custom_id',
      ])
      .where('g.is_active', '=', true)
      .execute(),
    db
      .selectFrom('game_category_links as l')
      .innerJoin('game_categories as c', 'c.id', 'l.category_id')
      .select(['l.game_id', 'l.category_id', 'c.sysname'])
      .orderBy('c.position')
      .execute(),
  ]);
  const byId = new Map<number, number>();
  const games = rows.map((row, position) => {
    byId.set(row.id, position);
    return { ...row, categories: [] } as IndexedGame;
  });
  const categoryMasks = new Map<number, Uint8Array>();
  for (const link of links) {
    const position = byId.get(link.game_id);
    if (position === undefined) continue;
    games[position]?.categories.push(link.sysname);
    let mask = categoryMasks.get(link.category_id);
    if (!mask) categoryMasks.set(link.category_id, (mask = new Uint8Array(games.length)));
    mask[position] = 1;
  }
  const orders = new Map<GameSort, Int32Array>();
  for (const sort of Object.keys(comparators) as GameSort[]) orders.set(sort, sortedOrder(games, sort));
  return {
    games,
    byId,
    orders,
    providerOf: Int32Array.from(games, (game) => game.provider_id),
    searchNames: games.map((game) => JSON.parse(JSON.stringify(game.search_name)) as string),
    categoryMasks,
  };
}

function sortedOrder(games: IndexedGame[], sort: GameSort): Int32Array {
  const compare = comparators[sort];
  return Int32Array.from(games.keys()).sort((a, b) => compare(games[a] as IndexedGame, games[b] as IndexedGame));
}

/** A full reload at most this often; local writes (likes) update the snapshot at once. */
const REFRESH_MS = 60_000;

/**
 * The hall's filters run over an in-memory copy of the active catalogue. Embedded PGlite scans
 * a few thousand rows in tens of milliseconds (WebAssembly), while the catalogue is read on
 * every page and changes only when an editor changes it: matching a few thousand entries in
 * memory takes well under a millisecond. After REFRESH_MS the stale copy keeps answering while
 * a fresh one loads in the background, so no request waits for a reload (other instances'
 * writes show up within a minute).
 */
export function createCatalogueIndex(db: Db) {
  let current: { snapshot: CatalogueSnapshot; loadedAt: number } | undefined;
  let loading: Promise<CatalogueSnapshot> | undefined;

  const reload = () => {
    loading ??= load(db).then(
      (snapshot) => {
        current = { snapshot, loadedAt: Date.now() };
        loading = undefined;
        return snapshot;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  return {
    async snapshot(): Promise<CatalogueSnapshot> {
      if (!current) return reload();
      if (Date.now() - current.loadedAt > REFRESH_MS) void reload().catch(() => undefined);
      return current.snapshot;
    },
    /** A like was added or removed here: move the count and the likes order without a reload. */
    adjustLikes(gameId: number, delta: number): void {
      const snapshot = current?.snapshot;
      const position = snapshot?.byId.get(gameId);
      const game = position === undefined ? undefined : snapshot?.games[position];
      if (!snapshot || !game) return;
      game.likes_count = Math.max(0, game.likes_count + delta);
      snapshot.orders.set('likes', sortedOrder(snapshot.games, 'likes'));
    },
  };
}

export type CatalogueIndex = ReturnType<typeof createCatalogueIndex>;
