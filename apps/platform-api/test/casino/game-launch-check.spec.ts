import { api } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * What the site's game page relies on (libs/casino/feature-game-hall launch-check.ts, spec §2 errors
 * slot): the game's own page answers a HEAD as it answers the frame's GET, 200 for a game it has and
 * 404 for one it does not; and the messenger's mini-app script (§7) may load, by its one address.
 */
describe('game launch check and the messenger script in the CSP', () => {
  let testApp: TestApp;
  let sysname: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    const [game] = (await api(testApp.app, 'GET', 'games/get', { query: { options: JSON.stringify({ category: 'slots', count: 1 }) } }))
      .body.payload.items;
    sysname = game.sysname;
  }, 90_000);
  afterAll(() => testApp.close());

  it('answers a HEAD of the game page with the status its GET has, and no document', async () => {
    const head = await testApp.app.inject({ method: 'HEAD', url: `/platform/game/${sysname}/demo` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['cache-control']).toBe('no-store');
    const missing = await testApp.app.inject({ method: 'HEAD', url: '/platform/game/no-such-game/play' });
    expect(missing.statusCode).toBe(404);
  });

  it('allows the messenger mini-app script by its address in script-src only', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/account/getInfo' });
    const directives = String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim());
    const scriptSrc = directives.find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toContain('https://telegram.org/js/telegram-web-app.js');
    // Not the whole host, and nowhere else.
    expect(scriptSrc?.split(' ')).not.toContain('https://telegram.org');
    expect(directives.filter((directive) => directive.includes('telegram.org'))).toEqual([scriptSrc]);
  });
});
