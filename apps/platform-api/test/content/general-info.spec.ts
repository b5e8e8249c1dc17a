import { readContentEnv } from '../../src/content/services/content-env';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('metadata.getgeneralinfo', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60000);
  afterAll(() => testApp.close());

  it('answers the general info with the spec defaults', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/metadata/getgeneralinfo?locale=en&version=1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({
      analytic: { is_enabled: false, gtm_id: '' },
      available_currencies: ['USD', 'EUR', 'GBP', 'BRL', 'RUB'],
      available_locales: ['en', 'de', 'es', 'pt-BR', 'ru', 'lv'],
      default_currency: 'USD',
      is_seon_enabled: false,
      domain_state: 'active',
      domain_type: 'main',
      time_to_force_logout: 0,
      is_bonus_isolation_enabled: false,
      is_game_history_export_enabled: true,
      user_inactivity_cashier_time: 0,
      user_inactivity_pp_time: 0,
    });
  });

  it('refuses an unknown locale', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/metadata/getgeneralinfo?locale=zz' });
    expect(response.json().error).toEqual({
      type: 'InvalidParameterException',
      message: 'Unknown locale',
      invalid_parameters: { locale: ['INVALID'] },
    });
  });

  describe('FORCE_LOGOUT_SECONDS', () => {
    const original = process.env['FORCE_LOGOUT_SECONDS'];
    afterEach(() => {
      if (original === undefined) delete process.env['FORCE_LOGOUT_SECONDS'];
      else process.env['FORCE_LOGOUT_SECONDS'] = original;
    });

    it.each([
      ['900', 900],
      ['0', 0],
      [' 60 ', 60],
      ['', null],
      ['-5', null],
      ['1.5', null],
      ['ten', null],
      ['99999999', null],
    ])('reads %p as %p', (value, expected) => {
      expect(readContentEnv({ FORCE_LOGOUT_SECONDS: value }).forceLogoutSeconds).toBe(expected);
    });

    it('overrides time_to_force_logout when set at start', async () => {
      process.env['FORCE_LOGOUT_SECONDS'] = '1800';
      const withEnv = await createTestApp();
      try {
        const response = await withEnv.app.inject({ method: 'GET', url: '/api/metadata/getgeneralinfo?locale=en' });
        expect(response.json().payload.time_to_force_logout).toBe(1800);
      } finally {
        await withEnv.close();
      }
    }, 60000);
  });
});
