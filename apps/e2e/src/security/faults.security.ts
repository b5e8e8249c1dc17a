import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { freePort, type RunningServer, startServer } from '../support/server';

/**
 * Faults while players are signed in: a remote's files unreachable, the API killed (SIGKILL)
 * and started again, PostgreSQL restarted under a running API. The site keeps its layout and
 * shows its fallbacks, recovers without anyone restarting it, and no acknowledged write is lost.
 */
const DEMO_PLAYER = { login: 'demo@example.com', password: 'DemoPass123' };

async function signIn(page: Page, baseUrl: string) {
  const response = await page.request.post(`${baseUrl}/api/auth/login?locale=en&version=faults`, {
    form: DEMO_PLAYER,
    headers: { origin: baseUrl },
  });
  expect(response.ok()).toBe(true);
}

async function firstSlot(page: Page, baseUrl: string): Promise<string> {
  const options = encodeURIComponent(JSON.stringify({ category: 'slots', count: 1 }));
  const games = await (await page.request.get(`${baseUrl}/api/games/get?locale=en&options=${options}`)).json();
  return games.payload.items[0].sysname as string;
}

/** Plays `count` real-money spins; returns the balance the last acknowledged answer reported. */
async function playSpins(page: Page, baseUrl: string, sysname: string, count: number): Promise<number> {
  let balance = NaN;
  for (let index = 0; index < count; index += 1) {
    const response = await page.request.post(`${baseUrl}/api/slot/spin?locale=en&version=faults`, {
      form: { sysname, mode: 'play', stake: '1.00' },
      headers: { origin: baseUrl, 'idempotency-key': `faults-${Date.now()}-${index}` },
    });
    const body = await response.json();
    expect(body.status).toBe('ok');
    balance = body.payload.balance.amount;
  }
  return balance;
}

async function balanceNow(page: Page, baseUrl: string): Promise<number> {
  const body = await (await page.request.get(`${baseUrl}/api/account/getBalance?locale=en&version=faults`)).json();
  return body.payload.balance_main.amount;
}

test('a remote whose files cannot be reached shows its fallback in the layout, then recovers', async ({ page }) => {
  const server = await startServer();
  try {
    await signIn(page, server.baseUrl);
    let down = true;
    await page.route('**/remotes/loyalty/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));
    await page.goto(`${server.baseUrl}/loyalty`);
    const panel = page.locator('[data-remote-unavailable="loyalty"]');
    await expect(panel).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    down = false;
    await panel.getByRole('button', { name: /try again|retry/i }).click();
    await expect(page.locator('[data-remote="loyalty"]').getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    server.process.kill('SIGTERM');
  }
});

test('the API killed with SIGKILL and started again loses no acknowledged write', async ({ page }) => {
  const port = await freePort();
  let server: RunningServer = await startServer({ port });
  try {
    await signIn(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/`);
    await expect(page.getByRole('banner')).toBeVisible();
    const acknowledged = await playSpins(page, server.baseUrl, await firstSlot(page, server.baseUrl), 5);

    server.process.kill('SIGKILL');
    await new Promise((resolve) => server.process.once('exit', resolve));
    // The page stays: navigating to a section whose files cannot load shows the fallback, not a blank page.
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /loyalty/i })
      .click();
    await expect(page.locator('[data-remote-unavailable]')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    server = await startServer({ port, dataDir: server.dataDir });
    await page
      .locator('[data-remote-unavailable]')
      .getByRole('button', { name: /try again|retry/i })
      .click();
    await expect(page.locator('[data-remote="loyalty"]').getByRole('heading', { level: 1 })).toBeVisible();
    // Still signed in (sessions live in the database), and the balance is the acknowledged one.
    expect(await balanceNow(page, server.baseUrl)).toBe(acknowledged);
  } finally {
    server.process.kill('SIGTERM');
  }
});

const databaseUrl = process.env['TEST_DATABASE_URL'];
const cluster = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql')[0] : undefined;

test('PostgreSQL restarted under a running API: players stay signed in and nothing acknowledged is lost', async ({ page }) => {
  test.skip(!databaseUrl || !cluster, 'needs TEST_DATABASE_URL and a local PostgreSQL cluster to restart');
  const name = `nfx_faults_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl!);
  url.pathname = `/${name}`;
  const server = await startServer({ env: { DATABASE_URL: url.toString() } });
  try {
    await signIn(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/`);
    const acknowledged = await playSpins(page, server.baseUrl, await firstSlot(page, server.baseUrl), 5);

    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', cluster!, 'main', 'restart'], { stdio: 'ignore' });

    // The API process survives the dropped connections and answers again on its own.
    await expect
      .poll(async () => (await page.request.get(`${server.baseUrl}/api/account/getInfo?locale=en`)).status(), { timeout: 30_000 })
      .toBe(200);
    expect(server.process.exitCode).toBeNull();
    expect(await balanceNow(page, server.baseUrl)).toBe(acknowledged);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('home-game-rows')).toBeVisible();
  } finally {
    server.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cleanup = new pg.Client({ connectionString: databaseUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
});
