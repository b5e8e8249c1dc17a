/**
 * The back office's addresses, relative to its mount (`/backoffice`, the router's basename).
 * Links and redirects come from here, never from hand-written strings.
 */
export const BACKOFFICE_BASENAME = '/backoffice';

export const backofficePaths = {
  home: () => '/',
  signIn: (next?: string, notice?: 'enrolled' | 'password-reset') => {
    const query = new URLSearchParams({ ...(next && next !== '/' ? { next } : {}), ...(notice ? { notice } : {}) }).toString();
    return query ? `/sign-in?${query}` : '/sign-in';
  },
  enrol: (token: string) => `/enrol?${new URLSearchParams({ token })}`,
  forgotPassword: () => '/forgot-password',
  resetPassword: (code: string) => `/reset-password?${new URLSearchParams({ code })}`,
  changePassword: () => '/password',
  withdrawals: (view?: string) => (view && view !== 'pending' ? `/withdrawals?${new URLSearchParams({ view })}` : '/withdrawals'),
  staff: () => '/staff',
  refunds: (view?: string, query?: string) => {
    const search = new URLSearchParams({ ...(view && view !== 'refundable' ? { view } : {}), ...(query ? { q: query } : {}) }).toString();
    return search ? `/refunds?${search}` : '/refunds';
  },
  requisites: () => '/requisites',
  audit: () => '/audit',
  content: (locale?: string) => (locale ? `/content?${new URLSearchParams({ locale })}` : '/content'),
  contentPromotion: (id: number, locale: string) => `/content/promotions/${id}?${new URLSearchParams({ locale })}`,
  contentBanner: (id: number, locale: string) => `/content/banners/${id}?${new URLSearchParams({ locale })}`,
  contentTexts: (locale?: string, query?: string) => {
    const search = new URLSearchParams({ ...(locale ? { locale } : {}), ...(query ? { q: query } : {}) }).toString();
    return search ? `/content/texts?${search}` : '/content/texts';
  },
  contentFaq: (locale?: string) => (locale ? `/content/faq?${new URLSearchParams({ locale })}` : '/content/faq'),
  kyc: () => '/kyc',
  feedback: (filters: { view?: string; query?: string; page?: number } = {}) => {
    const { view, query, page } = filters;
    const search = new URLSearchParams({
      ...(view && view !== 'waiting' ? { view } : {}),
      ...(query ? { q: query } : {}),
      ...(page && page > 1 ? { page: String(page) } : {}),
    }).toString();
    return search ? `/feedback?${search}` : '/feedback';
  },
  reports: (range?: { from: string; to: string }) => (range ? `/reports?${new URLSearchParams(range)}` : '/reports'),
  settings: () => '/settings',
  campaigns: () => '/campaigns',
  promoCodes: () => '/promo-codes',
  cashback: () => '/cashback',
  newsletter: () => '/newsletter',
  players: (query?: string) => (query ? `/players?${new URLSearchParams({ q: query })}` : '/players'),
  player: (id: number) => `/players/${id}`,
} as const;

/** Where a sign-in may send back to: a path of the back office, never another site (`//evil.example`). */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return backofficePaths.home();
  if (next.startsWith('/sign-in') || next.startsWith('/enrol')) return backofficePaths.home();
  return next;
}
