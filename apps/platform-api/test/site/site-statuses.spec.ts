import { createSiteApp, metaContent, type SiteApp, tags, title } from './site-fixture';

/**
 * Every path the client ends on its not-found page answers 404 (410 for a game an editor
 * switched off, 403 for the forbidden page) with that page's head and no-index, in the HTML and
 * in the X-Robots-Tag header; pages that exist answer 200. `{game}`, `{customId}`, `{retired}`,
 * `{tournament}`, `{bettingEvent}` and `{competition}` stand for seeded data, read before the table runs.
 */
const cases: ReadonlyArray<readonly [path: string, status: 200 | 403 | 404 | 410]> = [
  ['/', 200],
  ['/gamehall', 200],
  ['/game/{game}', 200],
  ['/de/game/{game}', 200],
  ['/game/no-such-game', 404],
  ['/de/game/no-such-game', 404],
  // The game page looks games up by sysname only; the aggregator's id is for the game server.
  ['/game/{customId}', 404],
  ['/game/Not-A-Sysname', 404],
  ['/game', 404],
  ['/game/{game}/extra', 404],
  ['/game/{retired}', 410],
  ['/tournaments', 200],
  ['/tournaments/{tournament}', 200],
  ['/tournaments/{tournament}/gamehall', 200],
  ['/tournaments/987654', 404],
  ['/tournaments/987654/gamehall', 404],
  ['/tournaments/spring', 404],
  ['/tournaments/0', 404],
  ['/tournaments/99999999999999999999', 404],
  ['/tournaments/{tournament}/rules', 404],
  ['/jackpots', 200],
  ['/jackpots/mini', 200],
  ['/jackpots/1', 200],
  ['/jackpots/no-such-pool', 404],
  // Promotions and offers are the live campaigns of campaigns.getoffers (demo offers 1 and 2);
  // loyalty programmes are the seeded quests.
  ['/promotions', 200],
  ['/promotions/1', 200],
  ['/de/promotions/2', 200],
  ['/promotions/spring-bonus', 404],
  ['/promotions/1/extra', 404],
  ['/offers', 200],
  ['/offers/2', 200],
  ['/offers/12', 404],
  ['/offers/01', 404],
  ['/loyalty', 200],
  ['/loyalty/shop', 200],
  ['/loyalty/gold', 404],
  ['/loyalty/ten-spins', 200],
  ['/loyalty/shop/extra', 404],
  // The betting remote's event and competition pages: ids of the seeded book, as betting.getevent and getsports know them.
  ['/betting', 200],
  ['/betting/bets', 200],
  ['/betting/event/{bettingEvent}', 200],
  ['/de/betting/event/{bettingEvent}', 200],
  ['/betting/event/987654321', 404],
  ['/betting/event/0{bettingEvent}', 404],
  ['/betting/event/arsenal-chelsea', 404],
  ['/betting/event/99999999999', 404],
  ['/betting/event/{bettingEvent}/markets', 404],
  ['/betting/competition/{competition}', 200],
  ['/betting/competition/987654', 404],
  ['/betting/competition/premier-league', 404],
  ['/betting/nonsense', 404],
  ['/cashier/wallet', 200],
  ['/cashier/deposit/visa', 200],
  ['/cashier/paysuccess/123', 200],
  ['/cashier/paysuccess', 404],
  ['/cashier/nonsense', 404],
  ['/profile/settings', 200],
  ['/profile/nonsense', 404],
  ['/confirmation', 200],
  ['/confirmation/success', 200],
  ['/confirmation/nonsense', 404],
  ['/forms/sign_in', 200],
  ['/forms', 404],
  ['/forms/sign_out', 404],
  ['/reset-password', 200],
  ['/reset-password/extra', 404],
  ['/about', 200],
  ['/de/about', 200],
  ['/no-such-page', 404],
  ['/de/no-such-page', 404],
  ['/xx/gamehall', 404],
  ['/no/such/page', 404],
  ['/maintenance', 200],
  ['/_icons', 200],
  ['/de/_icons', 200],
  ['/_icons/close', 404],
  ['/forbidden', 403],
  ['/de/forbidden', 403],
];

/** The seeded `system.*.title` texts with the site's title template. */
const systemTitles = {
  en: { notFound: 'Page not found | NFX Casino', forbidden: 'Access denied | NFX Casino' },
  de: { notFound: 'Seite nicht gefunden | NFX Casino', forbidden: 'Zugriff verweigert | NFX Casino' },
};

describe('site page statuses', () => {
  let site: SiteApp;
  const seeded: Record<string, string> = {};
  beforeAll(async () => {
    site = await createSiteApp();
    const { db } = site.database;
    const game = await db
      .selectFrom('games')
      .selectAll()
      .where('is_active', '=', true)
      .where('custom_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // A game an editor switched off, as the catalogue holds it: a row that is not active.
    const { id: _id, ...copy } = game;
    await db
      .insertInto('games')
      .values({ ...copy, sysname: 'retired-slot', custom_id: null, is_active: false, artwork: JSON.stringify(game.artwork) })
      .execute();
    const tournament = await db.selectFrom('tournaments').select('id').orderBy('id').executeTakeFirstOrThrow();
    const bettingEvent = await db.selectFrom('betting_events').select(['id', 'competition_id']).orderBy('id').executeTakeFirstOrThrow();
    Object.assign(seeded, {
      bettingEvent: String(bettingEvent.id),
      competition: String(bettingEvent.competition_id),
      game: game.sysname,
      customId: String(game.custom_id),
      retired: 'retired-slot',
      tournament: String(tournament.id),
    });
  }, 120_000);
  afterAll(() => site.close());

  const resolve = (path: string) => path.replace(/\{(\w+)\}/g, (_match, name: string) => seeded[name] ?? name);

  it.each(cases)('%s answers %i', async (path, status) => {
    const response = await site.app.inject({ method: 'GET', url: resolve(path) });
    expect(response.statusCode).toBe(status);
    // Every answer is the shell, so the client renders the same page the head describes.
    expect(response.body).toContain('id="nfx-remote-registry"');
    if (status === 200) return;
    expect(metaContent(response.body, 'robots')).toBe('noindex, nofollow');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(tags(response.body, 'link').some((link) => link['rel'] === 'canonical')).toBe(false);
    expect(title(response.body)).toBe(systemTitles[path.startsWith('/de/') ? 'de' : 'en'][status === 403 ? 'forbidden' : 'notFound']);
  });

  it('lets indexable pages be indexed and marks the rest in the header too', async () => {
    const home = await site.app.inject({ method: 'GET', url: '/' });
    expect(home.headers['x-robots-tag']).toBeUndefined();
    const wallet = await site.app.inject({ method: 'GET', url: '/cashier/wallet' });
    expect(wallet.headers['x-robots-tag']).toBe('noindex, nofollow');
    // The icon page is for designers: reachable by its address, never indexed (§2).
    const icons = await site.app.inject({ method: 'GET', url: '/_icons' });
    expect(icons.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('gives a missing detail page the not-found first paint: no page data, remote or artwork asked for', async () => {
    const pagePreloads = (html: string) =>
      tags(html, 'link').filter(
        (link) =>
          link['rel'] === 'preload' &&
          (link['as'] === 'image' || link['href']?.startsWith('/api/') || link['href']?.includes('mf-manifest')),
      );
    const missing = await site.app.inject({ method: 'GET', url: '/game/no-such-game' });
    expect(pagePreloads(missing.body)).toEqual([]);
    expect(missing.body).toContain('<div class="nfx-fp-main"></div>');
    const known = await site.app.inject({ method: 'GET', url: resolve('/game/{game}') });
    expect(pagePreloads(known.body)).not.toEqual([]);
  });
});
