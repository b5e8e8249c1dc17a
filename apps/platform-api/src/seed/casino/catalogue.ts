import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { seededRandom } from '../../core/artwork-shapes';
import type { Artwork } from '../../db/tables/casino';
import {
  categorySeeds,
  classicNouns,
  fruitNouns,
  initials,
  motifs,
  nameAdjectives,
  nameEndings,
  nameNouns,
  palettes,
  providerNames,
  slugify,
  tableFamilies,
} from './catalogue-data';

export interface GameSeed {
  sysname: string;
  name: string;
  provider: string;
  categories: string[];
  popularity: number;
  rtp_bp: number;
  age_days: number;
  has_demo: boolean;
  artwork: Artwork;
  description_name: string;
}

/** Games released this recently are "new". */
const NEW_WITHIN_DAYS = 45;
/** Share of the catalogue that are table, live, crash and instant games. */
const NON_SLOT_SHARE = 0.1;

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)] as T;
}

function artworkFor(name: string, random: () => number): Artwork {
  return { ...pick(palettes, random), motif: pick(motifs, random), mark: initials(name) };
}

function shuffle<T>(list: T[], random: () => number): T[] {
  for (let index = list.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [list[index], list[other]] = [list[other] as T, list[index] as T];
  }
  return list;
}

interface Candidate {
  name: string;
  categories: string[];
  family: 'slots' | (typeof tableFamilies)[number]['category'];
}

function slotCandidates(): Candidate[] {
  const list: Candidate[] = [];
  for (const ending of nameEndings)
    for (const adjective of nameAdjectives)
      for (const noun of nameNouns) {
        const categories = ['slots'];
        if (ending === ' Megaways') categories.push('megaways');
        if (ending === ' Hold & Win') categories.push('hold-and-win');
        if (ending === ' Link' || ending === ' Bonanza') categories.push('jackpot');
        if (fruitNouns.has(noun)) categories.push('fruit');
        if (classicNouns.has(noun) && ending === '') categories.push('classic');
        list.push({ name: `${adjective} ${noun}${ending}`, categories, family: 'slots' });
      }
  return list;
}

function tableCandidates(): Candidate[] {
  return tableFamilies.flatMap((family) =>
    family.words.flatMap((word) =>
      nameAdjectives.map((adjective) => ({ name: `${adjective} ${word}`, categories: [family.category], family: family.category })),
    ),
  );
}

/**
 * The seeded catalogue: `count` games, always the same for the same count. Names come from
 * word lists, providers and popularity from a seeded generator, artwork parameters from the
 * palettes — nothing external.
 */
export function generateGames(count: number): GameSeed[] {
  const random = seededRandom(20240607);
  const tableCount = Math.round(count * NON_SLOT_SHARE);
  const chosen = [
    ...shuffle(slotCandidates(), random).slice(0, count - tableCount),
    ...shuffle(tableCandidates(), random).slice(0, tableCount),
  ];
  if (chosen.length < count) throw new Error(`The word lists make only ${chosen.length} games`);
  shuffle(chosen, random);
  // Popularity is a permutation: the first game in hall order is the most popular.
  return chosen.map((candidate, index) => {
    const popularity = count - index;
    const ageDays = Math.floor(random() * 1500);
    const categories = [...candidate.categories];
    if (candidate.family === 'slots' && random() < 0.2) categories.push('bonus-buy');
    if (candidate.family === 'slots' && !categories.includes('jackpot') && random() < 0.06) categories.push('jackpot');
    if (popularity > count * 0.9) categories.push('popular');
    if (ageDays < NEW_WITHIN_DAYS) categories.push('new');
    const slot = candidate.family === 'slots';
    return {
      sysname: slugify(candidate.name),
      name: candidate.name,
      provider: slugify(pick(providerNames, random)),
      categories,
      popularity,
      // Slots pay back 94.00–97.50 %, table games a little more, as in the trade.
      rtp_bp: slot ? 9400 + Math.floor(random() * 36) * 10 : 9600 + Math.floor(random() * 26) * 10,
      age_days: ageDays,
      has_demo: candidate.family !== 'live',
      artwork: artworkFor(candidate.name, random),
      // A few games carry an editorial name, which §3 says overrides their own.
      description_name: index % 75 === 7 ? `${candidate.name} Exclusive` : '',
    };
  });
}

const CHUNK = 1000;

async function insertChunks<T>(list: readonly T[], insert: (json: string) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < list.length; start += CHUNK) await insert(JSON.stringify(list.slice(start, start + CHUNK)));
}

const PROVIDER_TYPE: Record<GameSeed['categories'][number], string> = {
  live: 'live',
  roulette: 'table',
  cards: 'table',
  crash: 'crash',
  instant: 'instant',
  slots: 'slots',
};

/**
 * Bulk inserts: each statement turns a JSON array into rows on the database side, so 3,000
 * games with their category links cost a handful of round trips instead of thousands.
 */
export async function seedCatalogue(db: Db, gameCount: number): Promise<void> {
  const existing = await db.selectFrom('games').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const games = generateGames(gameCount);
  const random = seededRandom(77);

  const typesByProvider = new Map<string, Set<string>>();
  for (const game of games) {
    const type = game.categories.map((category) => PROVIDER_TYPE[category]).find(Boolean) ?? 'slots';
    const set = typesByProvider.get(game.provider) ?? new Set<string>();
    set.add(type);
    typesByProvider.set(game.provider, set);
  }

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('game_categories')
      .values(categorySeeds.map((category, position) => ({ sysname: category.sysname, position, names: JSON.stringify(category.names) })))
      .onConflict((oc) => oc.column('sysname').doNothing())
      .execute();
    await trx
      .insertInto('game_providers')
      .values(
        providerNames.map((name, position) => {
          const sysname = slugify(name);
          return {
            sysname,
            name,
            position,
            types: [...(typesByProvider.get(sysname) ?? new Set(['slots']))].sort(),
            artwork: JSON.stringify(artworkFor(name, random)),
          };
        }),
      )
      .onConflict((oc) => oc.column('sysname').doNothing())
      .execute();

    await insertChunks(games, (json) =>
      sql`
        insert into games (sysname, name, search_name, provider_id, popularity, has_demo, rtp_bp, released_at, artwork, description_name)
        select x.sysname, x.name, lower(x.name), p.id, x.popularity, x.has_demo, x.rtp_bp, now() - make_interval(days => x.age_days), x.artwork, x.description_name
        from jsonb_to_recordset(${json}::jsonb) as x(sysname text, name text, provider text, popularity int, has_demo boolean, rtp_bp int, age_days int, artwork jsonb, description_name text)
        join game_providers p on p.sysname = x.provider
        on conflict (sysname) do nothing`.execute(trx),
    );

    const links = games.flatMap((game) => game.categories.map((category) => ({ game: game.sysname, category })));
    await insertChunks(links, (json) =>
      sql`
        insert into game_category_links (category_id, game_id)
        select c.id, g.id
        from jsonb_to_recordset(${json}::jsonb) as x(game text, category text)
        join games g on g.sysname = x.game
        join game_categories c on c.sysname = x.category
        on conflict do nothing`.execute(trx),
    );
  });
}

/** Every this many games (by id) has an aggregator id as well as a sysname. */
const CUSTOM_ID_EVERY = 20;
const CUSTOM_ID_BASE = 70_000;

/**
 * §3: some games are reachable by a custom id (`/platform/game/custom/{custom id}`). Given once,
 * to a catalogue that has none yet, including one seeded before the column existed; an editor's
 * later changes are kept.
 */
export async function seedGameCustomIds(db: Db): Promise<void> {
  const existing = await db.selectFrom('games').select('id').where('custom_id', 'is not', null).limit(1).executeTakeFirst();
  if (existing) return;
  await db
    .updateTable('games')
    .set({ custom_id: sql<string>`(${CUSTOM_ID_BASE} + id)::text` })
    .where(sql<boolean>`id % ${CUSTOM_ID_EVERY} = 0`)
    .execute();
}
