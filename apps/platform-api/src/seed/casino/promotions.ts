import { minorDigits, minorToWireAmount } from '@nfx/money';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { TournamentTexts } from '../../db/tables/casino';
import { seededRandom } from '../../core/artwork-shapes';
import { initials, motifs, palettes } from './catalogue-data';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Pools in USD minor units; each takes its share of every real stake (basis points). */
const jackpotSeeds = [
  { sysname: 'mini', name: 'Mini', seed_value: 10_000, contribution_bp: 40 },
  { sysname: 'minor', name: 'Minor', seed_value: 50_000, contribution_bp: 30 },
  { sysname: 'major', name: 'Major', seed_value: 500_000, contribution_bp: 20 },
  { sysname: 'grand', name: 'Grand', seed_value: 5_000_000, contribution_bp: 10 },
];

type TextTemplate = (title: string, prize: string, places: number) => TournamentTexts;

/** The tournament texts in every seeded locale; titles are brand names and stay as they are. */
const tournamentText: Record<string, TextTemplate> = {
  en: (title, prize, places) => ({
    title,
    text: `Play the tournament games: every 1.00 staked earns 10 points. The top ${places} players share ${prize}.`,
  }),
  de: (title, prize, places) => ({
    title,
    text: `Spiele die Turnierspiele: Jeder Einsatz von 1,00 bringt 10 Punkte. Die besten ${places} Spieler teilen sich ${prize}.`,
  }),
  es: (title, prize, places) => ({
    title,
    text: `Juega a los juegos del torneo: cada 1,00 apostado suma 10 puntos. Los ${places} mejores jugadores se reparten ${prize}.`,
  }),
  'pt-BR': (title, prize, places) => ({
    title,
    text: `Jogue os jogos do torneio: cada 1,00 apostado vale 10 pontos. Os ${places} melhores jogadores dividem ${prize}.`,
  }),
  ru: (title, prize, places) => ({
    title,
    text: `Играйте в игры турнира: каждая ставка 1,00 приносит 10 очков. Лучшие ${places} игроков делят ${prize}.`,
  }),
  lv: (title, prize, places) => ({
    title,
    text: `Spēlē turnīra spēles: katra 1,00 likme dod 10 punktus. Labākie ${places} spēlētāji sadala ${prize}.`,
  }),
};

const tournamentSeeds = [
  {
    sysname: 'spring-spin-race',
    title: 'Spring Spin Race',
    startDays: -3,
    lengthDays: 7,
    prize: 500_000,
    places: 10,
    tags: ['slots', 'weekly'],
    games: 24,
  },
  {
    sysname: 'megaways-marathon',
    title: 'Megaways Marathon',
    startDays: -1,
    lengthDays: 14,
    prize: 1_000_000,
    places: 20,
    tags: ['megaways'],
    games: 40,
    category: 'megaways',
  },
  {
    sysname: 'provider-power-week',
    title: 'Provider Power Week',
    startDays: -2,
    lengthDays: 5,
    prize: 250_000,
    places: 5,
    tags: ['provider'],
    games: 12,
    provider: true,
  },
  {
    sysname: 'weekend-jackpot-jam',
    title: 'Weekend Jackpot Jam',
    startDays: 2,
    lengthDays: 3,
    prize: 300_000,
    places: 10,
    tags: ['jackpot', 'weekend'],
    games: 18,
    category: 'jackpot',
  },
  { sysname: 'summer-slam', title: 'Summer Slam', startDays: 9, lengthDays: 10, prize: 2_000_000, places: 25, tags: ['slots'], games: 30 },
  {
    sysname: 'winter-warm-up',
    title: 'Winter Warm-up',
    startDays: -20,
    lengthDays: 7,
    prize: 400_000,
    places: 10,
    tags: ['slots'],
    games: 20,
  },
];

const rivalNames = [
  'Ma***us',
  'Jo***na',
  'Lu***as',
  'An***ka',
  'Pe***ro',
  'Ol***ga',
  'Ka***in',
  'Di***go',
  'Ma***ja',
  'Se***ey',
  'Ev***ne',
  'Ra***el',
  'Sv***ta',
  'Th***as',
  'Ca***la',
  'Iv***an',
  'El***sa',
  'Ni***as',
  'Be***ta',
  'Ju***an',
];

function formatPrize(minor: number): string {
  return `$${minorToWireAmount(minor, 'USD').toLocaleString('en-US')}`;
}

/** Seeded prizes are whole dollars: a dollar in minor units. */
const WHOLE_DOLLAR = 10 ** minorDigits('USD');

function prizePlan(total: number, places: number): number[] {
  // Halving shares, the remainder to first place, so the plan always adds up to the total.
  const weights = Array.from({ length: places }, (_, index) => 1 / (index + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const prizes = weights.map((weight) => Math.floor((total * weight) / sum / WHOLE_DOLLAR) * WHOLE_DOLLAR);
  prizes[0] = (prizes[0] ?? 0) + total - prizes.reduce((a, b) => a + b, 0);
  return prizes;
}

async function seedJackpots(db: Db): Promise<void> {
  const random = seededRandom(31);
  await db
    .insertInto('jackpots')
    .values(
      jackpotSeeds.map((jackpot, position) => ({
        ...jackpot,
        currency: 'USD',
        // Pools start part-way grown, as they would be on a site that has run for a while.
        value: jackpot.seed_value + Math.floor(jackpot.seed_value * random()),
        position,
        artwork: JSON.stringify({
          ...palettes[(position * 3) % palettes.length],
          motif: motifs[position % motifs.length],
          mark: initials(jackpot.name),
        }),
      })),
    )
    .onConflict((oc) => oc.column('sysname').doNothing())
    .execute();
}

async function seedTournaments(db: Db, withRivals: boolean): Promise<void> {
  const now = Date.now();
  const random = seededRandom(53);
  for (const [position, seed] of tournamentSeeds.entries()) {
    const exists = await db.selectFrom('tournaments').select('id').where('sysname', '=', seed.sysname).executeTakeFirst();
    if (exists) continue;
    const provider = seed.provider
      ? await db.selectFrom('game_providers').select('id').orderBy('position').offset(position).limit(1).executeTakeFirst()
      : undefined;
    const texts = Object.fromEntries(
      Object.entries(tournamentText).map(([locale, template]) => [locale, template(seed.title, formatPrize(seed.prize), seed.places)]),
    );
    const startsAt = new Date(now + seed.startDays * DAY_MS);
    const tournament = await db
      .insertInto('tournaments')
      .values({
        sysname: seed.sysname,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + seed.lengthDays * DAY_MS),
        total_prize: seed.prize,
        currency: 'USD',
        min_stake: 20,
        prizes: JSON.stringify(prizePlan(seed.prize, seed.places)),
        provider_id: provider?.id ?? null,
        tags: JSON.stringify(seed.tags),
        texts: JSON.stringify(texts),
        artwork: JSON.stringify({
          ...palettes[(position * 5 + 1) % palettes.length],
          motif: motifs[(position + 3) % motifs.length],
          mark: initials(seed.title),
        }),
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    let games = db.selectFrom('games').select('games.id').where('games.is_active', '=', true);
    if (provider) games = games.where('games.provider_id', '=', provider.id);
    if (seed.category)
      games = games.where('games.id', 'in', (eb) =>
        eb
          .selectFrom('game_category_links')
          .innerJoin('game_categories', 'game_categories.id', 'game_category_links.category_id')
          .select('game_category_links.game_id')
          .where('game_categories.sysname', '=', seed.category),
      );
    const gameRows = await games.where('games.rtp_bp', '>', 0).orderBy('games.popularity', 'desc').limit(seed.games).execute();
    if (gameRows.length > 0)
      await db
        .insertInto('tournament_games')
        .values(gameRows.map((game) => ({ tournament_id: tournament.id, game_id: game.id })))
        .execute();

    // Rivals already on the board of running and finished tournaments, so a new player has someone to beat.
    if (withRivals && seed.startDays < 0) {
      const rivals = rivalNames.slice(0, 12 + Math.floor(random() * 8)).map((name) => ({
        tournament_id: tournament.id,
        account_id: null,
        player_name: name,
        points: 200 + Math.floor(random() * 20_000),
      }));
      await db.insertInto('tournament_participants').values(rivals).execute();
    }
  }
}

/** Past jackpot wins and big wins, so the winners pages have a history on a fresh site. */
async function seedWinHistory(db: Db): Promise<void> {
  const already = await db.selectFrom('jackpot_wins').select('id').limit(1).executeTakeFirst();
  if (already) return;
  const random = seededRandom(97);
  const now = Date.now();
  const jackpots = await db.selectFrom('jackpots').select(['id', 'seed_value']).orderBy('position').execute();
  const games = await db.selectFrom('games').select(['id']).where('is_active', '=', true).orderBy('popularity', 'desc').limit(60).execute();
  if (jackpots.length === 0 || games.length === 0) return;
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 60 * 60 * 1000);
  await db
    .insertInto('jackpot_wins')
    .values(
      Array.from({ length: 12 }, (_, index) => {
        const jackpot = jackpots[index % 2 === 0 ? 0 : Math.min(jackpots.length - 1, 1 + (index % 3))] ?? jackpots[0];
        const seedValue = jackpot?.seed_value ?? 10_000;
        return {
          jackpot_id: jackpot?.id ?? 0,
          account_id: null,
          player_name: rivalNames[index % rivalNames.length] ?? 'Pl***er',
          game_id: games[Math.floor(random() * games.length)]?.id ?? null,
          amount: seedValue + Math.floor(seedValue * random()),
          won_at: at(6 + index * 17),
        };
      }),
    )
    .execute();
  // A pool with wins in its history was won: its date is its newest win, as a live drop sets it
  // (jackpot-pools.ts); left empty, the pages said "not won yet" above the pool's own winners.
  await db
    .updateTable('jackpots')
    .set({
      last_won_at: (eb) =>
        eb
          .selectFrom('jackpot_wins')
          .select((inner) => inner.fn.max('won_at').as('won_at'))
          .whereRef('jackpot_wins.jackpot_id', '=', 'jackpots.id'),
    })
    .where('last_won_at', 'is', null)
    .execute();
  const stakes = [50, 100, 200, 500, 1000];
  await db
    .insertInto('game_rounds')
    .values(
      Array.from({ length: 40 }, (_, index) => {
        const stake = stakes[Math.floor(random() * stakes.length)] ?? 100;
        return {
          account_id: null,
          demo_token_hash: null,
          game_id: games[Math.floor(random() * games.length)]?.id ?? 0,
          mode: 'play' as const,
          stake,
          win: stake * (10 + Math.floor(random() * 300)),
          currency: 'USD',
          player_name: rivalNames[(index * 7) % rivalNames.length] ?? 'Pl***er',
          outcome: JSON.stringify({ reels: [], wins: [] }),
          created_at: at(index * 1.5 + random()),
        };
      }),
    )
    .execute();
}

/** The demo player starts with two free-spin packs (§3 free-spin pack: game, remaining_count). */
async function seedDemoFreeSpins(db: Db, demoLogin: string): Promise<void> {
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'currency'])
    .where(sql<string>`lower(login)`, '=', demoLogin.toLowerCase())
    .executeTakeFirst();
  if (!account) return;
  const has = await db.selectFrom('free_spin_packs').select('id').where('account_id', '=', account.id).limit(1).executeTakeFirst();
  if (has) return;
  const games = await db
    .selectFrom('games')
    .select('id')
    .where('is_active', '=', true)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('game_category_links')
        .innerJoin('game_categories', 'game_categories.id', 'game_category_links.category_id')
        .select('game_id')
        .where('game_categories.sysname', '=', 'slots'),
    )
    .orderBy('popularity', 'desc')
    .limit(2)
    .execute();
  const expires = new Date(Date.now() + 30 * DAY_MS);
  const packs = games.map((game, index) => ({
    account_id: account.id,
    game_id: game.id,
    total_count: index === 0 ? 10 : 25,
    remaining_count: index === 0 ? 10 : 25,
    stake: 20,
    currency: account.currency,
    expires_at: expires,
  }));
  if (packs.length > 0) await db.insertInto('free_spin_packs').values(packs).execute();
}

/** `demoLogin` null: a real site, whose history starts empty. */
export async function seedPromotions(db: Db, demoLogin: string | null): Promise<void> {
  await seedJackpots(db);
  await seedTournaments(db, demoLogin !== null);
  if (demoLogin === null) return;
  await seedWinHistory(db);
  await seedDemoFreeSpins(db, demoLogin);
}
