/**
 * The site's paths (spec §2) as code: every link and redirect is built here, so a renamed page is
 * one change and a typo is a type error. Paths are locale-free; `useLocalizedPath` (app runtime)
 * or `localizePath` (@nfx/i18n) adds the locale prefix.
 */

type QueryValue = string | number | readonly string[] | null | undefined;

/** Appends the query parameters that have a value; lists are comma-joined (spec §2 providers). */
export function withQuery(path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** The tabs of the transaction history (spec §2 `tab`); the first is the default. */
export const HISTORY_TABS = ['deposit', 'withdrawal', 'bonuses', 'cashbacks'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

export interface GameHallFilters {
  category?: string;
  providers?: readonly string[];
  search?: string;
}

export const paths = {
  home: () => '/',
  gameHall: (filters: GameHallFilters = {}) =>
    withQuery('/gamehall', { category: filters.category, providers: filters.providers, search: filters.search }),
  game: (sysname: string) => `/game/${segment(sysname)}`,
  providers: () => '/providers',
  winners: () => '/winners',
  jackpots: () => '/jackpots',
  jackpot: (sysname: string) => `/jackpots/${segment(sysname)}`,
  tournaments: () => '/tournaments',
  tournament: (id: string | number) => `/tournaments/${segment(id)}`,
  tournamentGames: (id: string | number) => `/tournaments/${segment(id)}/gamehall`,
  promotions: () => '/promotions',
  promotion: (id: string | number) => `/promotions/${segment(id)}`,
  offers: () => '/offers',
  offer: (id: string | number) => `/offers/${segment(id)}`,
  loyalty: () => '/loyalty',
  loyaltyProgram: (sysname: string) => `/loyalty/${segment(sysname)}`,
  loyaltyShop: () => '/loyalty/shop',
  betting: () => '/betting',
  support: () => '/support',
  confirmation: (code?: string) => withQuery('/confirmation', { code }),
  confirmationSuccess: () => '/confirmation/success',
  unsubscribe: () => '/unsubscribe',
  resetPassword: () => '/reset-password',
  icons: () => '/_icons',
  responsibleGame: () => '/responsible-game',
  slug: (slug: string) => `/${segment(slug)}`,
  forms: {
    signIn: () => '/forms/sign_in',
    signUp: () => '/forms/sign_up',
  },
  cashier: {
    index: () => '/cashier',
    wallet: () => '/cashier/wallet',
    /** `afterRegistration` adds the `register=success` flag the shell reads (spec §2, query flags). */
    deposit: (options: { afterRegistration?: boolean } = {}) =>
      withQuery('/cashier/deposit', { register: options.afterRegistration ? 'success' : undefined }),
    depositMethod: (sysname: string) => `/cashier/deposit/${segment(sysname)}`,
    withdraw: () => '/cashier/withdraw',
    history: (tab?: HistoryTab) => withQuery('/cashier/history', { tab }),
    receipt: (transactionId: string | number) => withQuery('/cashier/receipt', { id: transactionId }),
    paySuccess: (transactionId: string | number) => `/cashier/paysuccess/${segment(transactionId)}`,
    payPending: (transactionId: string | number) => `/cashier/paypending/${segment(transactionId)}`,
    payFail: (transactionId: string | number) => `/cashier/payfail/${segment(transactionId)}`,
    payCancel: () => '/cashier/paycancel',
    payMobile: () => '/cashier/paymobile',
    payNewWindow: () => '/cashier/paynewwindow',
  },
  profile: {
    index: () => '/profile',
    settings: () => '/profile/settings',
    notification: () => '/profile/notification',
    security: () => '/profile/security',
    verification: () => '/profile/verification',
    bets: () => '/profile/bets',
    betsHistory: () => '/profile/bets/history',
    betsExports: () => '/profile/bets/exports',
    bonuses: () => '/profile/bonuses',
    cashback: () => '/profile/cashback',
    loyalty: () => '/profile/loyalty',
    responsibleGame: () => '/profile/responsible-game',
  },
} as const;
