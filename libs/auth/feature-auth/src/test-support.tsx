import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createWithProviders } from '@nfx/app-runtime/testing';
import { type FakeRoute, fakeResponse, ok } from '@nfx/api-client/testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The auth remote ships its own namespace; the shared ones come with the site's messages.
const REMOTE_TEXTS = path.join(__dirname, '../../../../apps/auth/src/i18n/en');
const SITE_TEXTS = path.join(__dirname, '../../../../apps/platform-api/src/seed/content/messages/en');
const catalogue = (namespace: string) =>
  JSON.parse(readFileSync(path.join(namespace === 'auth' ? REMOTE_TEXTS : SITE_TEXTS, `${namespace}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

/** The en texts as a page has them: namespaces as top-level keys of one tree. */
export function createTestI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: ['en'],
    resources: { en: { translation: { auth: catalogue('auth'), common: catalogue('common'), validation: catalogue('validation') } } },
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

/** Renders with the providers the shell gives a remote, at a route, plus a probe of the current URL. */
export const withProviders = createWithProviders(createTestI18n);

export const visitor = { uid: 0, login: '', locale: 'en' };
export const player = (overrides: Record<string, unknown> = {}) => ({
  uid: 7,
  login: 'player@example.com',
  fakename: '',
  locale: 'en',
  is_registration_completed: true,
  balance_main: { amount: 0, currency: 'USD' },
  balance_bonus: { amount: 0, currency: 'USD' },
  balance_betting_bonus: { amount: 0, currency: 'USD' },
  balance_fun: { amount: 0, currency: 'FUN' },
  ...overrides,
});

export const cmsConfig = {
  auth: {
    registration: {
      confirmEmailPopup: { isActive: true, defaultValue: false },
      showPromocode: { isActive: true, defaultValue: false },
      showPromoFieldByDefault: { isActive: false, defaultValue: false },
      terms: { isActive: true, defaultValue: false },
      notify: { isActive: true, defaultValue: true },
      markBetting: { isActive: true, defaultValue: false },
    },
    authTypes: [
      { label: 'Email', field: 'email', isFast: false, component: 'form' },
      { label: 'Phone', field: 'phone', isFast: true, component: 'fast' },
      { label: 'Social', component: 'social', services: ['demo'] },
    ],
  },
  registrationFields: {
    default: [
      { sysname: 'email', type: 'input', params: { is_required: true, is_visible: true } },
      { sysname: 'password', type: 'password', params: { is_required: true, is_visible: true } },
      {
        sysname: 'currency',
        type: 'select',
        params: { is_required: true, is_visible: true },
        options: {
          list: [
            { value: 'USD', label: 'USD' },
            { value: 'EUR', label: 'EUR' },
          ],
        },
      },
      { sysname: 'country_code', type: 'country_code', params: { is_required: true, is_visible: true } },
      { sysname: 'phone', type: 'phone', params: { is_required: false, is_visible: true } },
    ],
  },
  settings: { validator: { messages: {} } },
};

export const countries = [
  { id: 'us', name: 'United States', phone_code: '1', country_code: 'US', mask: '+1 (###) ###-####' },
  { id: 'lv', name: 'Latvia', phone_code: '371', country_code: 'LV', mask: '+371 ## ### ###' },
];

export const personalFields: Record<string, unknown[]> = {
  US: [
    { sysname: 'first_name', type: 'input', params: { is_required: true, is_visible: true }, options: {} },
    { sysname: 'region', type: 'region', params: { is_required: true, is_visible: true }, options: { select: ['CA', 'NY'] } },
  ],
  LV: [{ sysname: 'first_name', type: 'input', params: { is_required: false, is_visible: true }, options: {} }],
};

/** The configuration calls every registration form makes, as routes of the fake API (`@nfx/api-client/testing`). */
export const configRoutes: Record<string, FakeRoute> = {
  '/nfx/cms-config/en': () => fakeResponse(cmsConfig),
  '/api/account/getContactPhoneSettings': () => ok(countries),
  '/api/account/getPersonalDataFields': (url) => ok(personalFields[url.searchParams.get('country') ?? ''] ?? []),
  '/api/account/getInfo': () => ok(visitor),
};
