import { expect, test } from '@playwright/test';
import { type RunningServer, startServer } from '../support/server';
import { api, createClient } from './http-client';

/**
 * The maintenance switch (spec §8) forced by the MAINTENANCE_MODE setting: players get 503 with
 * Retry-After and the maintenance page; staff, webhooks and the files the page needs stay open.
 */
let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({ env: { MAINTENANCE_MODE: '1' } });
});
test.afterAll(() => server?.process.kill('SIGTERM'));

test('answers players 503 with Retry-After and keeps staff and webhooks reachable', async () => {
  const client = createClient(server.baseUrl);
  const info = await client.get(api('account/getInfo'));
  expect([info.status, info.body.error?.type, info.headers.get('retry-after')]).toEqual([503, 'ApplicationUnavailableException', '600']);
  const page = await client.get('/gamehall');
  expect([page.status, page.headers.get('retry-after')]).toEqual([503, '600']);
  // Staff can still sign in to switch it off; a webhook is judged on its signature, not refused.
  expect((await client.get(api('staff/me'))).body.error?.type).toBe('AuthorizationException');
  expect((await client.get('/backoffice/sign-in')).status).toBe(200);
  const webhook = await client.raw('POST', '/payments/webhooks/demo', { body: '{}', contentType: 'application/json' });
  expect(webhook.status).toBe(400);
});

test('shows the maintenance page in the browser, in the visitor’s language', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  const response = await page.goto('/promotions');
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: 'We are doing maintenance' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' }).or(page.getByRole('link', { name: 'Try again' }))).toBeVisible();
  await page.goto('/de/promotions');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('We are doing maintenance');
  await context.close();
});
