/**
 * The back office's addresses, relative to its mount (`/backoffice`, the router's basename).
 * Links and redirects come from here, never from hand-written strings.
 */
export const BACKOFFICE_BASENAME = '/backoffice';

export const backofficePaths = {
  home: () => '/',
  signIn: (next?: string, notice?: 'enrolled') => {
    const query = new URLSearchParams({ ...(next && next !== '/' ? { next } : {}), ...(notice ? { notice } : {}) }).toString();
    return query ? `/sign-in?${query}` : '/sign-in';
  },
  enrol: (token: string) => `/enrol?${new URLSearchParams({ token })}`,
  withdrawals: (view?: string) => (view && view !== 'pending' ? `/withdrawals?${new URLSearchParams({ view })}` : '/withdrawals'),
  staff: () => '/staff',
  audit: () => '/audit',
} as const;

/** Where a sign-in may send back to: a path of the back office, never another site (`//evil.example`). */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return backofficePaths.home();
  if (next.startsWith('/sign-in') || next.startsWith('/enrol')) return backofficePaths.home();
  return next;
}
