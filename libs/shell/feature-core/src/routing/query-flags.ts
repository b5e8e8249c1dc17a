import type { AuthDialogMode } from '@nfx/dialogs';
import { isAllowedRedirectTarget } from '@nfx/redirects';

/** Spec §2 query flags the shell reacts to; read and written only through this module. */
export const QUERY_FLAGS = {
  showRegistration: 'show_popup_reg',
  showAuthorization: 'show_popup_auth',
  preventClose: 'prevent_close',
  register: 'register',
  backUrl: 'backUrl',
  promoCode: 'promo_code',
  popup: 'popup',
} as const;

export const POPUP_PREVIEW_HASH = '#popup-preview';
/** Spec §9: the promo code's storage key and query parameter are both promo_code. */
export const PROMO_CODE_STORAGE_KEY = 'promo_code';
/** Where social sign-in finds the return address (spec §2). */
export const BACK_URL_STORAGE_KEY = 'backUrl';
/** The payment-success return address, kept apart so sign-in does not consume it. */
export const PAYMENT_BACK_URL_STORAGE_KEY = 'paymentBackUrl';

export interface PopupRequest {
  mode: Extract<AuthDialogMode, 'authorization' | 'registration'>;
  preventClose: boolean;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Spec §2: popups are not auto-opened on the deposit index and deposit-by-sysname pages. */
export function isAutoPopupBlocked(pathWithoutLocale: string): boolean {
  const [first, second, ...rest] = segmentsOf(pathWithoutLocale);
  return first === 'cashier' && second === 'deposit' && rest.length <= 1;
}

/** Which auth popup the query asks for, if any; registration wins when both flags are set. */
export function popupFromQuery(search: string, pathWithoutLocale: string): PopupRequest | null {
  if (isAutoPopupBlocked(pathWithoutLocale)) return null;
  const params = new URLSearchParams(search);
  const mode = params.has(QUERY_FLAGS.showRegistration)
    ? 'registration'
    : params.has(QUERY_FLAGS.showAuthorization)
      ? 'authorization'
      : null;
  if (!mode) return null;
  return { mode, preventClose: params.get(QUERY_FLAGS.preventClose) === '1' };
}

const POPUP_FLAGS = [QUERY_FLAGS.showRegistration, QUERY_FLAGS.showAuthorization, QUERY_FLAGS.preventClose];

export function hasPopupFlags(search: string): boolean {
  const params = new URLSearchParams(search);
  return POPUP_FLAGS.some((flag) => params.has(flag));
}

/** The query without the popup flags: what the URL becomes once the popup closes. */
export function withoutPopupFlags(search: string): string {
  const params = new URLSearchParams(search);
  for (const flag of POPUP_FLAGS) params.delete(flag);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function isRegisterSuccess(search: string): boolean {
  return new URLSearchParams(search).get(QUERY_FLAGS.register) === 'success';
}

/** §2 pages a visitor opens to do something there: a game (/game/{sysname}) and every cashier page. */
export function isActionPage(pathWithoutLocale: string): boolean {
  const [first, ...rest] = segmentsOf(pathWithoutLocale);
  return (first === 'game' && rest.length > 0) || first === 'cashier';
}

/** §2 game halls: /gamehall, /gamehall/{id} and a tournament's /tournaments/{id}/gamehall. */
export function isGameHall(pathWithoutLocale: string): boolean {
  const segments = segmentsOf(pathWithoutLocale);
  return segments[0] === 'gamehall' || (segments[0] === 'tournaments' && segments[2] === 'gamehall');
}

/** A link that carries a promo code (§2 `promo_code`); a blank one is no code (see resolvePromoCode). */
export function hasPromoCode(search: string): boolean {
  return Boolean(new URLSearchParams(search).get(QUERY_FLAGS.promoCode)?.trim());
}

/**
 * Whether the page may open the follow-up popups (unseen cashback, campaign) by itself: not on
 * the deposit pages (§2) nor over a game or the cashier, which the visitor opened to act on,
 * except right after registration (`register=success`), where they are the queued follow-ups of
 * §4 that registration leads to that very page with.
 */
export function areFollowUpPopupsBlocked(pathWithoutLocale: string, search: string): boolean {
  return (isAutoPopupBlocked(pathWithoutLocale) || isActionPage(pathWithoutLocale)) && !isRegisterSuccess(search);
}

/**
 * Whether the campaign popups may open by themselves: never in the embeddable forms (§1, they
 * live in another site's frame), and, besides the follow-up rule above, not over the game hall
 * (opened to browse games) nor a promo-code link (opened to use the code, which has its own
 * popup). The promo-code and hall rules are the campaign's only: the unseen cashback is the
 * player's own news and still follows a promo-code activation.
 */
export function areCampaignPopupsBlocked(pathWithoutLocale: string, search: string): boolean {
  if (segmentsOf(pathWithoutLocale)[0] === 'forms') return true;
  if (areFollowUpPopupsBlocked(pathWithoutLocale, search)) return true;
  return !isRegisterSuccess(search) && (isGameHall(pathWithoutLocale) || hasPromoCode(search));
}

/** The campaign popup id to preview (`#popup-preview` with `?popup=<id>`), or null. */
export function popupPreviewId(search: string, hash: string): number | null {
  if (hash !== POPUP_PREVIEW_HASH) return null;
  const raw = new URLSearchParams(search).get(QUERY_FLAGS.popup);
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * A return address worth following: an internal path, the site's own origin, or an http(s)
 * host on the CMS allow-list. Anything else would make the site an open redirect.
 */
export function safeBackUrl(value: string | null, origin: string, allowedHosts: readonly string[]): string | null {
  return value && isAllowedRedirectTarget(value, allowedHosts, origin) ? value : null;
}

export function backUrlFromQuery(search: string, origin: string, allowedHosts: readonly string[]): string | null {
  return safeBackUrl(new URLSearchParams(search).get(QUERY_FLAGS.backUrl), origin, allowedHosts);
}

/** Spec §4: a promo code in the query replaces the stored one; otherwise the stored one is used. */
export function resolvePromoCode(search: string, stored: string | null): { code: string | null; store: boolean } {
  const fromQuery = new URLSearchParams(search).get(QUERY_FLAGS.promoCode)?.trim();
  if (fromQuery) return { code: fromQuery, store: fromQuery !== stored };
  return { code: stored, store: false };
}
