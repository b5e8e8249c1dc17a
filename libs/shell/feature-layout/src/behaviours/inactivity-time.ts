import type { GeneralInfo } from '@nfx/api-contract';

type InactivityTimes = Pick<GeneralInfo, 'time_to_force_logout' | 'user_inactivity_cashier_time'>;

/** `/cashier/…`, or `/{locale}/cashier/…` for the page's own locale prefix. */
export function isCashierPath(pathname: string, locale: string): boolean {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [first, second] = segments;
  return first === 'cashier' || (first?.toLowerCase() === locale.toLowerCase() && second === 'cashier');
}

const positive = (seconds: number | undefined) => (seconds !== undefined && seconds > 0 ? seconds : null);

/**
 * Seconds of inactivity before the sign-out (0: none). General info (spec §3) has the site-wide
 * `time_to_force_logout` and the cashier's own `user_inactivity_cashier_time`: on cashier pages,
 * where money moves, the shorter of the two set applies, so a cashier time never lengthens the
 * site-wide one; elsewhere only the site-wide time does.
 */
export function inactivitySeconds(info: InactivityTimes | undefined, onCashierPage: boolean): number {
  const site = positive(info?.time_to_force_logout);
  const cashier = onCashierPage ? positive(info?.user_inactivity_cashier_time) : null;
  if (site === null) return cashier ?? 0;
  return cashier === null ? site : Math.min(site, cashier);
}
