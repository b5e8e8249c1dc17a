import { getApiClient } from '@nfx/api-client';
import { ANALYTICS_CONSENT_COOKIE, ONE_YEAR_SECONDS } from '@nfx/i18n';

/** The visitor's answer to the analytics question, kept a year like the other choices (spec §9). */
export { ANALYTICS_CONSENT_COOKIE };
export type AnalyticsConsent = 'granted' | 'denied';

/**
 * The site's own events (events.handle). Parameters say what happened, never who: no email,
 * login, name, amount or address goes in them; the server ties an event to the account itself
 * when a session comes with it.
 */
export interface SiteEvents {
  page_view: { path: string };
  registration: { method: string };
  deposit: { method: string; currency: string };
  game_start: { game: string; mode: string };
}

export function analyticsConsent(doc: Document = document): AnalyticsConsent | null {
  const value = doc.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${ANALYTICS_CONSENT_COOKIE}=`))
    ?.slice(ANALYTICS_CONSENT_COOKIE.length + 1);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function setAnalyticsConsent(consent: AnalyticsConsent, doc: Document = document): void {
  doc.cookie = `${ANALYTICS_CONSENT_COOKIE}=${consent}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/**
 * Sends a site event to the server, only with the visitor's consent. Fire and forget: an event
 * that fails is lost, never retried into the player's way and never shown as an error.
 */
export function sendSiteEvent<TName extends keyof SiteEvents>(name: TName, params: SiteEvents[TName], doc: Document = document): void {
  if (analyticsConsent(doc) !== 'granted') return;
  getApiClient()
    .query('events.handle', { event_name: name, event_params: JSON.stringify(params) })
    .catch(() => undefined);
}
