import type { TFunction } from 'i18next';
import { formatDate, formatMoney, formatTime } from '@nfx/format';

/** "25.11.2026 at 13:05" in the site's formats (dd.mm.yyyy, h:mm; spec §9), localized joiner. */
export function whenText(t: TFunction, iso: string): string {
  return t('responsible-game.at', { date: formatDate(iso), time: formatTime(iso) });
}

/** A limit's value: "€100.00 per 7 days", or "60 minutes per session". */
export function limitValueText(t: TFunction, kind: string, amount: number, period: string | null, currency: string): string {
  if (kind === 'session') return t('responsible-game.limits.perSession', { minutes: amount });
  return t('responsible-game.limits.perPeriod', {
    amount: formatMoney(amount, currency),
    period: t(`responsible-game.periods.${period ?? '1d'}`),
  });
}
