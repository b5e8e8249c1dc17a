import type { TFunction } from 'i18next';
import type { MarketKind, SelectionCode, SportName } from '@nfx/api-contract';

/** Decimal odds from hundredths: 185 → "1.85". */
export const formatPrice = (price: number) => (price / 100).toFixed(2);

interface Describable {
  sport: SportName;
  home: string;
  away: string;
  market: MarketKind;
  line: number | null;
  code: SelectionCode;
}

/** A handicap as a player reads it: +1.5, −1 (a minus sign, not a hyphen), 0. */
export const formatHandicap = (line: number) => (line > 0 ? `+${line}` : line < 0 ? `\u2212${-line}` : '0');

/** A market's title: match result or winner, the total with its line, the handicap, both teams to score. */
export function marketTitle(t: TFunction, sport: SportName, market: MarketKind, line: number | null, codes: number): string {
  if (market === 'winner') return t(codes === 3 ? 'betting.markets.result' : 'betting.markets.winner');
  if (market === 'total') return t(`betting.markets.total.${sport}`, { line });
  if (market === 'handicap') return t(`betting.markets.handicap.${sport}`);
  return t('betting.markets.btts');
}

/** A selection as a player reads it: a team or player's name, Draw, Over 2.5, Arsenal −1 (the line is the home side's), Yes… */
export function selectionName(t: TFunction, item: Describable): string {
  if (item.market === 'handicap' && (item.code === 'home' || item.code === 'away')) {
    const line = item.line ?? 0;
    return t('betting.codes.handicap', {
      name: item.code === 'home' ? item.home : item.away,
      line: formatHandicap(item.code === 'home' ? line : -line),
    });
  }
  if (item.code === 'home') return item.home;
  if (item.code === 'away') return item.away;
  if (item.code === 'over' || item.code === 'under') return t(`betting.codes.${item.code}`, { line: item.line });
  return t(`betting.codes.${item.code}`);
}
