import { startFakeSiteIntegrations, type FakeSiteIntegrations } from '@nfx/provider-fakes/site-integrations';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../support/server';
import { writeVisitorState } from '../support/visitor-state';

/**
 * Issue 42 item 6: the fraud-fingerprint agent and the monitoring beacon, each loaded only when
 * configured, against a local fake of both (`@nfx/provider-fakes/site-integrations`). With them
 * set, the page loads the agent from its host (allowed by the CSP, no violation), sends the
 * fraud-check hit with the agent's session, and sends a beacon of its Core Web Vitals when hidden;
 * without them, neither the agent nor a beacon is asked for.
 */
let fake: FakeSiteIntegrations;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeSiteIntegrations();
  server = await startServer({ env: { FRAUD_FINGERPRINT_SCRIPT_URL: fake.fingerprintScriptUrl, RUM_URL: fake.rumUrl } });
});
test.afterAll(async () => {
  server?.process.kill('SIGTERM');
  await fake?.close();
});

test('the configured fingerprint agent gives the fraud-check hit its session, and the page reports its vitals when hidden', async ({
  browser,
}) => {
  const storageState = await writeVisitorState(server.baseUrl, server.dataDir);
  const context = await browser.newContext({ baseURL: server.baseUrl, storageState });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const fraudHit = page.waitForRequest((request) => new URL(request.url()).pathname === '/hit' && request.url().includes('seon_session='));
  await page.goto('/gamehall');
  const hit = new URL((await fraudHit).url());
  expect(hit.searchParams.get('seon_session')).toBe(fake.session);
  expect(fake.agentLoads).toBe(1);

  // Hidden (another tab, the app switched away): the one beacon goes, with numbers and the path only.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => fake.beacons.length).toBe(1);
  expect(fake.beacons[0]).toMatchObject({ path: '/gamehall', version: expect.any(String), lcp: expect.any(Number) });
  expect(JSON.stringify(fake.beacons[0])).not.toMatch(/@|session|token/i);
  expect(violations).toEqual([]);
  await context.close();
});

test('without the settings the page asks for neither', async ({ browser }) => {
  const plain = await startServer();
  try {
    const storageState = await writeVisitorState(plain.baseUrl, plain.dataDir);
    const context = await browser.newContext({ baseURL: plain.baseUrl, storageState });
    const page = await context.newPage();
    const outside: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(fake.url)) outside.push(request.url());
    });
    const loadsBefore = fake.agentLoads;
    await page.goto('/gamehall');
    await page.waitForTimeout(4_000);
    expect(outside).toEqual([]);
    expect(fake.agentLoads).toBe(loadsBefore);
    const csp = (await page.request.get('/gamehall')).headers()['content-security-policy'] ?? '';
    expect(csp).not.toContain('127.0.0.1');
    await context.close();
  } finally {
    plain.process.kill('SIGTERM');
  }
});
