import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type FakeOidc, startFakeOidc } from '@nfx/provider-fakes/oidc';
import { type FakeStripe, startFakeStripe } from '@nfx/provider-fakes/stripe';
import { type FakeSumsub, startFakeSumsub } from '@nfx/provider-fakes/sumsub';
import { type FakeTwilio, startFakeTwilio } from '@nfx/provider-fakes/twilio';
import { registerThroughPopup } from '../support/registration-popup';
import { freePort, type RunningServer, startServer } from '../support/server';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { writeVisitorState } from '../support/visitor-state';
import { hostileBodies } from './hostile-bodies';
import { createClient } from './http-client';

/**
 * The production build with demo mode off and the real adapters switched on by their settings,
 * each pointed at a local fake of its provider (which checks the credentials and signatures the
 * provider's way): what an operator runs. A player registers, confirms a phone by a texted code
 * and deposits by card through a 3-D Secure challenge; the demo helpers answer 404; forged and
 * replayed webhooks change nothing.
 */
const STRIPE = { secretKey: 'sk_test_e2e_real_providers', webhookSecret: 'whsec_e2e_real_providers' };
const SUMSUB = { appToken: 'sbx:e2e-app-token', secretKey: 'e2e-sumsub-secret', webhookSecret: 'e2e-sumsub-webhook-secret' };
const GOOGLE = { clientId: 'e2e-google-client.apps.example', clientSecret: 'e2e-google-client-secret' };
const TWILIO = { accountSid: 'AC00000000000000000000000000000e2e', authToken: 'e2e-twilio-auth-token', from: '+15005550006' };

let server: RunningServer;
let sink: SmtpSink;
let stripe: FakeStripe;
let twilio: FakeTwilio;
let sumsub: FakeSumsub;
let google: FakeOidc;
/** A visitor who has seen the campaign popups, so none covers the pages the tests drive. */
let visitorState: string;

test.beforeAll(async () => {
  const port = await freePort();
  sink = await startSmtpSink();
  stripe = await startFakeStripe({ ...STRIPE, webhookTarget: `http://127.0.0.1:${port}/payments/webhooks/stripe` });
  twilio = await startFakeTwilio(TWILIO);
  google = await startFakeOidc(GOOGLE);
  sumsub = await startFakeSumsub({ ...SUMSUB, webhookTarget: `http://127.0.0.1:${port}/api/identity-verification/webhooks/sumsub` });
  server = await startServer({
    port,
    env: {
      DEMO_MODE: undefined,
      MAIL_URL: sink.url,
      MAIL_FROM: 'casino@example.com',
      STRIPE_SECRET_KEY: STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      STRIPE_API_URL: stripe.url,
      TWILIO_ACCOUNT_SID: TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: TWILIO.authToken,
      TWILIO_FROM: TWILIO.from,
      TWILIO_API_URL: twilio.url,
      SUMSUB_APP_TOKEN: SUMSUB.appToken,
      SUMSUB_SECRET_KEY: SUMSUB.secretKey,
      SUMSUB_WEBHOOK_SECRET: SUMSUB.webhookSecret,
      SUMSUB_API_URL: sumsub.url,
      OIDC_GOOGLE_ISSUER: google.issuer,
      OIDC_GOOGLE_CLIENT_ID: GOOGLE.clientId,
      OIDC_GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
    },
  });
  visitorState = await writeVisitorState(server.baseUrl, fs.mkdtempSync(path.join(os.tmpdir(), 'nfx-real-providers-')));
});
test.afterAll(async () => {
  server?.process.kill('SIGTERM');
  await Promise.all([sink?.close(), stripe?.close(), twilio?.close(), sumsub?.close(), google?.close()]);
});

async function newPlayerPage(browser: Browser, email = `real${Date.now().toString(36)}@example.com`): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl, storageState: visitorState });
  const page = await context.newPage();
  await registerThroughPopup(page, email, 'Secret#2026');
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
  return page;
}

async function playerUid(page: Page): Promise<number> {
  const info = (await (await page.request.get('/api/account/getInfo?locale=en&version=e2e')).json()) as { payload: { uid: number } };
  return info.payload.uid;
}

/** The player's main balance as getInfo reports it (whole units). */
async function mainBalance(page: Page): Promise<number> {
  const info = (await (await page.request.get('/api/account/getInfo?locale=en&version=e2e')).json()) as {
    payload: { balance_main: { amount: number } };
  };
  return info.payload.balance_main.amount;
}

test('a player confirms a phone by a texted code and deposits by card through 3-D Secure', async ({ browser }) => {
  const page = await newPlayerPage(browser);

  await page.goto('/profile/notification');
  const add = page.getByRole('form', { name: 'Add a contact' });
  await add.getByLabel('Contact type').selectOption('phone');
  await add.getByLabel('Country').selectOption('LV');
  await add.getByLabel('Phone', { exact: true }).fill('20000123');
  await add.getByRole('button', { name: 'Add contact' }).click();
  await expect.poll(() => twilio.lastMessageTo('+37120000123')?.body ?? '').toMatch(/\d{6}/);
  const code = /\b(\d{6})\b/.exec(twilio.lastMessageTo('+37120000123')!.body)![1]!;
  const confirm = page.getByRole('form', { name: /Confirm .*123/ });
  await confirm.getByLabel('Confirmation code').fill(code);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/^\+371.* is confirmed\.$/)).toBeVisible();
  expect(server.output()).not.toContain(code);

  const before = await mainBalance(page);
  await page.goto('/cashier/deposit');
  await page.getByRole('link', { name: /^Card/ }).click();
  await page.getByLabel(/^Amount/).fill('25');
  await page.getByRole('form', { name: 'Deposit by Card' }).getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_`));
  await page.getByLabel('Card number').fill('4000 0027 6000 3184');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: '3D Secure authentication' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
  await expect(page.getByRole('main')).toContainText('25');
  await expect.poll(() => mainBalance(page)).toBe(before + 25);

  await page.goto('/cashier/history');
  await expect(page.getByRole('main')).toContainText('Card');
  await expect(page.getByRole('main')).toContainText('25');
  await page.context().close();
});

test('a player is verified through a Sumsub review webhook; a forged or replayed one changes nothing', async ({ browser }) => {
  const page = await newPlayerPage(browser);
  await page.goto('/profile/verification');
  const externalUserId = `player-${await playerUid(page)}`;
  // Opening the page starts the applicant at Sumsub for the WebSDK (signed requests the fake checks).
  await expect.poll(() => sumsub.applicantOf(externalUserId)?.id).toBeTruthy();
  expect(sumsub.refusedRequests).toBe(0);
  const applicantId = sumsub.applicantOf(externalUserId)!.id;

  expect((await sumsub.sendWebhook(sumsub.pendingPayload(applicantId))).status).toBe(200);
  const green = sumsub.reviewedPayload(applicantId, { reviewAnswer: 'GREEN', rejectLabels: [] });
  expect((await sumsub.sendWebhook(green, { secret: 'a-guess' })).status).toBe(401);
  expect((await sumsub.sendWebhook(green, { unsigned: true })).status).toBe(401);
  await page.reload();
  await expect(page.getByText('Your identity is verified. Thank you!')).toHaveCount(0);

  const reviewed = await sumsub.sendWebhook(green);
  expect(reviewed.status).toBe(200);
  await page.reload();
  await expect(page.getByText('Your identity is verified. Thank you!')).toBeVisible();
  const red = await sumsub.sendWebhook(
    sumsub.reviewedPayload(applicantId, { reviewAnswer: 'RED', reviewRejectType: 'FINAL', rejectLabels: ['FORGERY'] }),
    {
      secret: 'a-guess',
    },
  );
  expect(red.status).toBe(401);
  expect((await sumsub.sendWebhook(reviewed.payload)).status).toBeLessThan(300);
  await page.reload();
  await expect(page.getByText('Your identity is verified. Thank you!')).toBeVisible();
  const unknown = await sumsub.sendWebhook({ ...green, applicantId: 'ffffffffffffffffffffffff' });
  expect(unknown.status).toBe(404);
  await page.context().close();
});

test('a player signs in with an OpenID Connect provider whose verified email is theirs', async ({ browser }) => {
  const email = `oidc${Date.now().toString(36)}@example.com`;
  const registered = await newPlayerPage(browser, email);
  const uid = await playerUid(registered);
  await registered.context().close();

  google.setUser({ sub: `google-${uid}`, email, email_verified: true });
  const context = await browser.newContext({ baseURL: server.baseUrl, storageState: visitorState });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  // The completion page tells the site through window.opener, which must survive the provider's origin.
  await popup.waitForEvent('close');
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
  expect(await playerUid(page)).toBe(uid);
  // The round trip carried PKCE (S256), a state and a nonce, checked by the fake and the server.
  expect(google.authorizations.at(-1)).toMatchObject({ codeChallengeMethod: 'S256', state: expect.any(String), nonce: expect.any(String) });
  expect(google.refusedRequests).toBe(0);
  await context.close();
});

test('the demo helpers answer 404 and only the real providers are offered', async () => {
  const client = createClient(server.baseUrl);
  for (const path of [
    '/demo/outbox',
    '/demo/outbox.json',
    '/demo/payments/pay_0123456789abcdef01234567',
    '/oauth/demo/authorize?state=AAAAAAAAAAAAAAAAAAAAAAAA',
  ]) {
    expect((await client.get(path)).status, path).toBe(404);
  }
  expect((await client.raw('POST', '/payments/webhooks/demo', { body: '{}', contentType: 'application/json' })).status).toBe(404);
});

test('a forged, stale or replayed Stripe webhook changes nothing', async ({ browser }) => {
  const page = await newPlayerPage(browser);
  await page.goto('/cashier/deposit');
  await page.getByRole('link', { name: /^Card/ }).click();
  await page.getByLabel(/^Amount/).fill('30');
  await page.getByRole('form', { name: 'Deposit by Card' }).getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/`));
  const session = stripe.sessions.get(new URL(page.url()).pathname.split('/').pop()!)!;
  const paid = { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_forged' };
  const before = await mainBalance(page);

  const forged = await stripe.sendEvent('checkout.session.completed', paid, { secret: 'whsec_a_guess' });
  expect(forged.status).toBe(400);
  const stale = await stripe.sendEvent('checkout.session.completed', paid, { timestamp: Math.floor(Date.now() / 1000) - 600 });
  expect(stale.status).toBe(400);
  const unsigned = await createClient(server.baseUrl).raw('POST', '/payments/webhooks/stripe', {
    body: forged.payload,
    contentType: 'application/json',
  });
  expect(unsigned.status).toBe(400);
  const tampered = await createClient(server.baseUrl).raw('POST', '/payments/webhooks/stripe', {
    body: forged.payload.replace('"amount_total":3000', '"amount_total":300000'),
    contentType: 'application/json',
    headers: { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
  });
  expect(tampered.status).toBe(400);
  expect(await mainBalance(page)).toBe(before);

  const unknown = await stripe.sendEvent('checkout.session.completed', { ...paid, id: 'cs_test_not_ours', client_reference_id: '999999' });
  expect(JSON.parse(unknown.body)).toMatchObject({ outcome: 'unknown_payment' });
  expect(await mainBalance(page)).toBe(before);

  const genuine = await stripe.sendEvent('checkout.session.completed', paid);
  expect(JSON.parse(genuine.body)).toMatchObject({ outcome: 'applied' });
  const balance = await mainBalance(page);
  expect(balance).toBe(before + 30);
  const replay = await stripe.sendEvent('checkout.session.completed', paid, { id: genuine.eventId });
  expect(JSON.parse(replay.body)).toMatchObject({ outcome: 'replayed' });
  const again = await stripe.sendEvent('checkout.session.completed', paid);
  expect(JSON.parse(again.body)).toMatchObject({ outcome: 'ignored_after_success' });
  expect(await mainBalance(page)).toBe(balance);
  await page.context().close();
});

test('the webhook endpoints answer hostile bodies with a 4xx (an applied event is a 200), never a 5xx', async () => {
  const client = createClient(server.baseUrl);
  const paths = ['/payments/webhooks/stripe', '/api/identity-verification/webhooks/sumsub', '/payments/webhooks/unknown-provider'];
  const json = [
    {
      name: 'a signed-looking JSON event',
      contentType: 'application/json',
      body: '{"id":"evt_1","type":"checkout.session.completed","data":{"object":{}}}',
    },
  ];
  for (const path of paths) {
    for (const hostile of [...hostileBodies, ...json]) {
      const signatures: Array<Record<string, string>> = [
        {},
        { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'a'.repeat(64)}` },
        { 'x-payload-digest': 'f'.repeat(64) },
      ];
      for (const headers of signatures) {
        const answer = await client.raw('POST', path, { body: hostile.body, contentType: hostile.contentType, headers });
        expect(answer.status, `${path} ${hostile.name} ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${path} ${hostile.name}`).toBeLessThan(500);
      }
    }
  }
});
