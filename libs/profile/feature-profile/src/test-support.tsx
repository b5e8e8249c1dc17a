import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createWithProviders } from '@nfx/app-runtime/testing';
import { fakeResponse, formOf, installFakeApi, type FakeCall } from '@nfx/api-client/testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The profile remote ships its own namespace; the shared ones come with the site's messages.
const REMOTE_TEXTS = path.join(__dirname, '../../../../apps/profile/src/i18n/en');
const SITE_TEXTS = path.join(__dirname, '../../../../apps/platform-api/src/seed/content/messages/en');
const catalogue = (namespace: string) =>
  JSON.parse(readFileSync(path.join(namespace === 'profile' ? REMOTE_TEXTS : SITE_TEXTS, `${namespace}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

export function createTestI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: ['en'],
    resources: {
      en: {
        translation: {
          profile: catalogue('profile'),
          common: catalogue('common'),
          validation: catalogue('validation'),
          errors: catalogue('errors'),
        },
      },
    },
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

type Answer = { status?: number; body: unknown };
export type Handler = (body: Record<string, string>, url: URL) => Answer;

export const ok = (payload: unknown): Answer => ({ body: { status: 'ok', payload } });
export const apiError = (type: string, status: number, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { status: 'error', error: { type: `${type}Exception`, message: type, ...extra } },
});

/**
 * The profile's handlers (form fields and URL in, an answer out) over the one fake API of
 * `@nfx/api-client/testing`; each call also keeps its query and the files a form uploaded.
 */
export function installFetch(routes: Record<string, Handler>) {
  const api = installFakeApi(
    Object.fromEntries(
      Object.entries(routes).map(([pathname, handler]) => [
        pathname,
        (url: URL, init: RequestInit | undefined) => {
          const answer = handler(textFields(init), url);
          return fakeResponse(answer.body, answer.status ?? 200);
        },
      ]),
    ),
  );
  const summarize = (call: FakeCall) => ({
    path: call.path,
    query: call.url.searchParams,
    body: textFields(call.init),
    files: files(call.init),
  });
  return {
    fetchMock: api.fetchMock,
    get calls() {
      return api.calls.map(summarize);
    },
    callsTo: (pathname: string) => api.callsTo(pathname).map(summarize),
  };
}

function textFields(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(
    [...(formOf(init)?.entries() ?? [])].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function files(init: RequestInit | undefined): Record<string, File> {
  return Object.fromEntries([...(formOf(init)?.entries() ?? [])].filter((entry): entry is [string, File] => typeof entry[1] !== 'string'));
}

/** Renders with the providers the shell gives a remote, at a route, plus a probe of the current URL. */
export const withProviders = createWithProviders(createTestI18n);

const money = (currency: string) => ({ amount: 0, currency });

export const player = (overrides: Record<string, unknown> = {}) => ({
  uid: 7,
  reg_time: '2026-01-10T10:00:00.000Z',
  login: 'player@example.com',
  fakename: '',
  is_subscribed: false,
  balance_main: money('USD'),
  balance_bonus: money('USD'),
  balance_betting_bonus: money('USD'),
  balance_fun: money('FUN'),
  is_on_verification: false,
  is_verified: false,
  is_kyc_block_enabled: false,
  is_registration_completed: true,
  country_code: 'US',
  locale: 'en',
  two_factor_auth: false,
  ...overrides,
});

export const profile = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Anna',
  middle_name: '',
  last_name: 'Smith',
  sex: 0,
  birth_date: '01.02.1990',
  country: '',
  country_code: 'US',
  region: 'NY',
  home_town: '',
  address: '1 Main St',
  postcode: '10001',
  mobile: '',
  email: 'player@example.com',
  login: 'player@example.com',
  currency: 'USD',
  phone_country_code: '',
  fakename: '',
  has_deposits: false,
  contacts: [],
  document: { document_type: '', document_number: '' },
  ...overrides,
});

export const countries = [
  { id: 'us', name: 'United States', phone_code: '1', country_code: 'US', mask: '+1 (###) ###-####' },
  { id: 'br', name: 'Brazil', phone_code: '55', country_code: 'BR', mask: '+55 (##) #####-####' },
  { id: 'lv', name: 'Latvia', phone_code: '371', country_code: 'LV', mask: '+371 ## ### ###' },
];

const required = { is_required: true, is_visible: true };
const optional = { is_required: false, is_visible: true };
export const personalFields: Record<string, unknown[]> = {
  US: [
    { sysname: 'first_name', type: 'input', params: required, options: {} },
    { sysname: 'last_name', type: 'input', params: required, options: {} },
    { sysname: 'birth_date', type: 'date', params: required, options: { mask: '##.##.####' } },
    { sysname: 'country_code', type: 'country_code', params: required, options: {} },
    { sysname: 'region', type: 'region', params: required, options: { select: ['CA', 'NY'] } },
    { sysname: 'address', type: 'input', params: required, options: {} },
    { sysname: 'postcode', type: 'input', params: required, options: { mask: '#####', regex: '^\\d{5}$' } },
    { sysname: 'mobile', type: 'phone', params: optional, options: {} },
  ],
  BR: [
    { sysname: 'first_name', type: 'input', params: required, options: {} },
    { sysname: 'last_name', type: 'input', params: required, options: {} },
    { sysname: 'birth_date', type: 'date', params: required, options: { mask: '##.##.####' } },
    { sysname: 'country_code', type: 'country_code', params: required, options: {} },
    { sysname: 'region', type: 'region', params: required, options: { select: ['SP', 'RJ'] } },
    { sysname: 'document_type', type: 'select', params: required, options: { select: ['cpf'] } },
    {
      sysname: 'document_number',
      type: 'input',
      params: required,
      options: { mask: '###.###.###-##', regex: '^\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}$' },
    },
  ],
};

/** What every profile page reads: who is signed in, the profile and the reference data. */
export function baseRoutes(
  options: { account?: Record<string, unknown>; profile?: Record<string, unknown> } = {},
): Record<string, Handler> {
  return {
    '/api/account/getInfo': () => ok(player(options.account)),
    '/api/account/getprofileinfo': () => ok(profile(options.profile)),
    '/api/account/getContactPhoneSettings': () => ok(countries),
    '/api/account/getPersonalDataFields': (_body, url) => ok(personalFields[url.searchParams.get('country') ?? ''] ?? []),
    '/api/metadata/getgeneralinfo': () => ok({ available_locales: ['en', 'de'], available_currencies: ['USD', 'EUR', 'BRL'] }),
    '/nfx/cms-config/en': () => ({ body: { settings: { validator: { messages: {} } } } }),
    '/nfx/i18n/locales': () => ({
      body: {
        locales: [
          { code: 'en', name: 'English' },
          { code: 'de', name: 'Deutsch' },
        ],
        defaultLocale: 'en',
      },
    }),
  };
}
