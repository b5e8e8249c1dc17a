import { ConfigError, readConfig } from '../../src/config';
import { DEMO_ADMIN } from '../../src/seed/staff';
import { authenticatorCode } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SITE = 'http://localhost:4200';
const BACKOFFICE = 'http://127.0.0.1:4300';
const QUERY = 'locale=en&version=test';

/** BACKOFFICE_ORIGIN: the back office on a host of its own, split from the player site by Host. */
describe('back office on its own origin', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ publicOrigin: SITE, backofficeOrigin: BACKOFFICE });
  }, 120_000);
  afterAll(() => testApp.close());

  const inject = (
    origin: string,
    method: 'GET' | 'POST',
    url: string,
    body?: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: { host: new URL(origin).host, ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...headers },
      payload: body ? new URLSearchParams(body).toString() : undefined,
    });
  const signInBody = () => ({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, code: authenticatorCode(DEMO_ADMIN.totpSecret) });

  it('answers 404 for the back office and the staff calls on the player site’s host', async () => {
    expect((await inject(SITE, 'GET', '/backoffice')).statusCode).toBe(404);
    expect((await inject(SITE, 'GET', '/backoffice/withdrawals')).statusCode).toBe(404);
    expect((await inject(SITE, 'POST', `/api/staff/signIn?${QUERY}`, signInBody(), { origin: SITE })).statusCode).toBe(404);
    expect((await inject(SITE, 'GET', `/api/staff/me?${QUERY}`)).statusCode).toBe(404);
  });

  it('serves only the back office, its calls and the texts it reads on its own host', async () => {
    const root = await inject(BACKOFFICE, 'GET', '/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/backoffice');
    expect((await inject(BACKOFFICE, 'GET', '/nfx/i18n/locales')).statusCode).toBe(200);
    expect((await inject(BACKOFFICE, 'GET', `/api/cashier/getPaymentMethods?${QUERY}`)).statusCode).toBe(404);
    expect(
      (await inject(BACKOFFICE, 'POST', `/api/auth/register?${QUERY}`, { email: 'a@example.com', password: 'secret12' })).statusCode,
    ).toBe(404);
    expect((await inject(BACKOFFICE, 'GET', '/gamehall')).statusCode).toBe(404);
  });

  it('signs staff in on the back office’s origin, refuses the player site’s origin, and links enrolment there', async () => {
    const fromSite = await inject(BACKOFFICE, 'POST', `/api/staff/signIn?${QUERY}`, signInBody(), { origin: SITE });
    expect(fromSite.statusCode).toBe(400);
    const signIn = await inject(BACKOFFICE, 'POST', `/api/staff/signIn?${QUERY}`, signInBody(), { origin: BACKOFFICE });
    expect(signIn.json()).toMatchObject({ status: 'ok', payload: { email: DEMO_ADMIN.email } });
    const cookie = signIn.cookies.find((candidate) => candidate.name === 'nfx_staff');
    expect(cookie).toBeDefined();
    const created = await inject(
      BACKOFFICE,
      'POST',
      `/api/staff/createStaff?${QUERY}`,
      { email: 'origin.test@staff.example.com', role: 'support' },
      { origin: BACKOFFICE, cookie: `nfx_staff=${cookie!.value}` },
    );
    expect(created.json().payload.enrolment_url).toMatch(new RegExp(`^${BACKOFFICE}/backoffice/enrol\\?token=`));
  });
});

describe('BACKOFFICE_ORIGIN setting', () => {
  const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://casino.example.com', MAIL_URL: 'smtp://mail.example.com' };

  it('defaults to the site’s origin', () => {
    expect(readConfig(production).backofficeOrigin).toBe('https://casino.example.com');
  });

  it('takes an https origin of its own, and refuses plain http, a non-URL or the site’s host under another scheme', () => {
    expect(readConfig({ ...production, BACKOFFICE_ORIGIN: 'https://office.casino.example.com/' }).backofficeOrigin).toBe(
      'https://office.casino.example.com',
    );
    expect(() => readConfig({ ...production, BACKOFFICE_ORIGIN: 'http://office.casino.example.com' })).toThrow(ConfigError);
    expect(() => readConfig({ ...production, BACKOFFICE_ORIGIN: 'office' })).toThrow(ConfigError);
    expect(() => readConfig({ ...production, BACKOFFICE_ORIGIN: 'http://casino.example.com' })).toThrow(ConfigError);
  });
});
