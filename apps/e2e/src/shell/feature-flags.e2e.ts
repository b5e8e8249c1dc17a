import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, expect, test } from '../support/test';
import { freePort, type RunningServer, startServer, stopAndRemove, workspaceRoot } from '../support/server';
import { writeVisitorState } from '../support/visitor-state';

/**
 * The CMS feature flags (spec §3) in the browser. No call of the API writes the CMS settings yet
 * (the back office's CMS page will), so this test starts a server of its own with two flags
 * switched off in its CMS table, written the way that page will write them (the content area's
 * CMS repository) into the data directory before the server opens it, as `staff:create` does;
 * the workers' shared servers are left alone.
 */
const run = promisify(execFile);
const SWITCHED_OFF = { isResponsibleGamingEnable: false, isTitleClickable: false };

/** Opens the server's database, brings it up to date and saves the shared `settings` row: the seed then keeps it. */
const WRITE_SETTINGS = `
(async () => {
  // Evaluated as CommonJS: a module's exports may arrive under \`default\`.
  const load = async (file) => {
    const loaded = await import(process.env.WORKSPACE_ROOT + '/apps/platform-api/src/' + file);
    return { ...loaded.default, ...loaded };
  };
  const { readConfig } = await load('config.ts');
  const { createDatabase } = await load('db/database.ts');
  const { bundledClusterTemplate } = await load('db/pglite-cluster-template.ts');
  const { migrate } = await load('db/migrate.ts');
  const { createCmsConfigRepository } = await load('content/repositories/cms-config-repository.ts');
  const { settings } = await load('seed/content/cms/settings.ts');
  const config = readConfig(process.env);
  // The build's empty cluster, as the server starts from: PGlite's own initdb takes seconds and ~900 MB.
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    clusterTemplate: bundledClusterTemplate(),
  });
  try {
    await migrate(database.db);
    await createCmsConfigRepository(database.db).saveShared('settings', { ...settings, ...JSON.parse(process.env.FLAGS) });
  } finally {
    await database.close();
  }
})().catch((error) => { console.error(error); process.exitCode = 1; });
`;

/** Each locale's words for what the test looks for: the shell's not-found page and the profile's navigation. */
const LOCALES = [
  {
    code: 'en',
    prefix: '',
    notFound: 'Page not found',
    profileNav: 'Profile sections',
    settings: 'Settings',
    limits: 'Responsible gaming',
  },
  {
    code: 'de',
    prefix: '/de',
    notFound: 'Seite nicht gefunden',
    profileNav: 'Profilbereiche',
    settings: 'Einstellungen',
    limits: 'Verantwortungsvolles Spielen',
  },
] as const;

let server: RunningServer;
/** This file's own folder: the database the settings are written into, the visitor state. */
let scratch = '';
let storageState = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nfx-feature-flags-'));
  const dataDir = path.join(scratch, 'data');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, WORKSPACE_ROOT: workspaceRoot, FLAGS: JSON.stringify(SWITCHED_OFF) };
  delete env['NODE_ENV'];
  delete env['DATABASE_URL'];
  // tsx's own command line under this Node: npx would first start npm to find it.
  await run(process.execPath, [path.join(workspaceRoot, 'node_modules/tsx/dist/cli.mjs'), '-e', WRITE_SETTINGS], {
    cwd: workspaceRoot,
    env,
    timeout: 120_000,
  });
  server = await startServer({ port, dataDir });
  storageState = await writeVisitorState(server.baseUrl, scratch);
});
test.afterAll(() => {
  // Besides this file's folder, the server's copy of the site sits in a scratch folder of its own (support/server.ts).
  const started = server ? [server] : [];
  stopAndRemove(started, [scratch, ...started.map((each) => path.dirname(each.siteRoot))].filter(Boolean));
});

/** A new player's browser, signed in by registering through the API in the locale. */
async function signedInPlayer(browser: Browser, locale: string) {
  const context = await browser.newContext({ baseURL: server.baseUrl, storageState });
  const page = await context.newPage();
  const email = `flags-${locale}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post(`/api/auth/register?locale=${locale}&version=e2e`, {
    form: { email, password: 'secret12', currency: 'EUR' },
    headers: { origin: server.baseUrl },
  });
  expect(((await registered.json()) as { status: string }).status).toBe('ok');
  return { context, page };
}

test('switched-off features: responsible gaming is not found and not linked, game titles are no links, in English and German', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const locale of LOCALES) {
    const { context, page } = await signedInPlayer(browser, locale.code);

    // isResponsibleGamingEnable off: the page is the shell's not-found page with a real 404 …
    const limitsPage = await page.goto(`${locale.prefix}/profile/responsible-game`);
    expect(limitsPage?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: locale.notFound })).toBeVisible();

    // … the profile's navigation has no tab for it …
    await page.goto(`${locale.prefix}/profile/settings`);
    const profileNav = page.getByRole('navigation', { name: locale.profileNav });
    await expect(profileNav.getByRole('link', { name: locale.settings, exact: true })).toBeVisible();
    await expect(profileNav.getByRole('link', { name: locale.limits })).toHaveCount(0);

    // … and its calls are refused cleanly, while protections already in force keep being reported.
    const limit = await page.request.post(`/api/account/setProtectionLimit?locale=${locale.code}&version=e2e`, {
      form: { kind: 'deposit', amount: '100', period: '7d' },
      headers: { origin: server.baseUrl },
    });
    expect(limit.status()).toBe(404);
    expect(((await limit.json()) as { error: { type: string } }).error.type).toBe('MethodNotFoundException');
    expect((await page.request.get(`/api/account/getProtection?locale=${locale.code}&version=e2e`)).status()).toBe(200);

    // isTitleClickable off: a tile's artwork leads to the game, its name is plain text.
    await page.goto(`${locale.prefix}/gamehall`);
    const tile = page.getByTestId('game-tile').first();
    await expect(tile).toBeVisible();
    const links = tile.getByRole('link');
    await expect(links).toHaveCount(1);
    const name = (await links.getAttribute('aria-label')) ?? '';
    expect(name).not.toBe('');
    await expect(tile.getByText(name, { exact: true })).toBeVisible();
    await expect(links.getByText(name, { exact: true })).toHaveCount(0);
    await links.click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/game/`));

    await context.close();
  }
});
