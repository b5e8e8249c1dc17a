import { type FakeTwilio, startFakeTwilio } from '@nfx/provider-fakes/twilio';
import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'fake-auth-token-0123456789';

/** Text messages through Twilio's Messages API, against a local fake that checks the account's credentials. */
describe('messaging: Twilio', () => {
  let fake: FakeTwilio;
  let testApp: TestApp;
  const logged: string[] = [];
  const start = (authToken: string, from = '+15005550006') =>
    createTestApp({
      demoMode: false,
      providers: { twilio: { accountSid: ACCOUNT_SID, authToken, from, apiUrl: fake.url }, oidc: {} },
    });

  beforeAll(async () => {
    fake = await startFakeTwilio({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
    testApp = await start(AUTH_TOKEN);
    const write = process.stdout.write.bind(process.stdout);
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      logged.push(String(chunk));
      return write(chunk, ...(rest as []));
    });
  }, 120_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await testApp?.close();
    await fake?.close();
  });

  it('texts the confirmation code of a phone registration, and the code confirms the phone', async () => {
    const player = await registerPlayer(testApp.app, { email: '', phone: '37120000991', locale: 'en' });
    const sms = fake.lastMessageTo('+37120000991');
    expect(sms).toMatchObject({ from: '+15005550006', messagingServiceSid: null });
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const confirmed = await api(testApp.app, 'POST', 'account/confirmContact', {
      cookie: player.cookie,
      body: { contact: '+37120000991', code: code ?? '' },
    });
    expect(confirmed.body).toEqual({ status: 'ok', payload: 1 });
    expect(logged.join('')).not.toContain(code);
  });

  it('sends through a messaging service when the sender is its MG sid', async () => {
    const service = await start(AUTH_TOKEN, 'MG0123456789abcdef0123456789abcdef');
    try {
      await registerPlayer(service.app, { email: '', phone: '37120000992' });
      expect(fake.lastMessageTo('+37120000992')).toMatchObject({ from: null, messagingServiceSid: 'MG0123456789abcdef0123456789abcdef' });
    } finally {
      await service.close();
    }
  });

  it('is refused by Twilio with a wrong token, and the player is told texts cannot be sent', async () => {
    const refusedBefore = fake.refusedRequests;
    const wrong = await start('not-the-token');
    try {
      // The account is made even so; the player asks for the text again from the profile.
      const player = await registerPlayer(wrong.app, { email: '', phone: '37120000993' });
      expect(fake.refusedRequests).toBeGreaterThan(refusedBefore);
      expect(fake.lastMessageTo('+37120000993')).toBeUndefined();
      const resend = await api(wrong.app, 'POST', 'account/sendconfirmationtocontact', {
        cookie: player.cookie,
        body: { contact: '+37120000993' },
      });
      expect(resend.body.error).toMatchObject({ message: 'Text messages cannot be sent at the moment' });
    } finally {
      await wrong.close();
    }
  });
});
