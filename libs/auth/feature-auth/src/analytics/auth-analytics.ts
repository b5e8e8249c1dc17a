/** What the auth flows tell analytics (§4, §8). */
export interface AuthAnalytics {
  identify(uid: number, traits: { method: 'login' | 'registration' | 'social' | 'messenger' }): void;
  anonymise(): void;
  error(code: string, context: 'login' | 'twofa' | 'registration' | 'restore' | 'resetPassword' | 'social' | 'messenger'): void;
}

export const noopAnalytics: AuthAnalytics = { identify: () => undefined, anonymise: () => undefined, error: () => undefined };

/** Development default: the events are visible in the console instead of vanishing. */
export const consoleAnalytics: AuthAnalytics = {
  identify: (uid, traits) => console.info('[analytics] identify', uid, traits),
  anonymise: () => console.info('[analytics] anonymise'),
  error: (code, context) => console.info('[analytics] error', context, code),
};

type DataLayer = Array<Record<string, unknown>>;

/** Pushes the events to a tag manager's `dataLayer`, created on first use. */
export function createDataLayerAnalytics(
  target: { dataLayer?: DataLayer } = window as unknown as { dataLayer?: DataLayer },
): AuthAnalytics {
  const push = (event: Record<string, unknown>) => {
    target.dataLayer ??= [];
    target.dataLayer.push(event);
  };
  return {
    identify: (uid, traits) => push({ event: 'nfx.identify', user_id: String(uid), method: traits.method }),
    anonymise: () => push({ event: 'nfx.anonymise', user_id: undefined }),
    error: (code, context) => push({ event: 'nfx.auth_error', error_code: code, context }),
  };
}

let current: AuthAnalytics =
  typeof window !== 'undefined' && Array.isArray((window as unknown as { dataLayer?: unknown }).dataLayer)
    ? createDataLayerAnalytics()
    : noopAnalytics;

/** The page's adapter: a dataLayer when a tag manager set one up, otherwise nothing. */
export function authAnalytics(): AuthAnalytics {
  return current;
}

export function setAuthAnalytics(adapter: AuthAnalytics): void {
  current = adapter;
}
