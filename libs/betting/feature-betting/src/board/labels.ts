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

/** A market's title: match result or winner, the total with its line, both teams to score. */
export function marketTitle(t: TFunction, sport: SportName, market: MarketKind, line: number | null, codes: number): string {
  if (market === 'winner') return t(codes === 3 ? 'betting.markets.result' : 'betting.markets.winner');
  if (market === 'total') return t(`betting.markets.total.${sport}`, { line });
  return t('betting.markets.btts');
}

/** A selection as a player reads it: a team or player's name, Draw, Over 2.5, Yes… */
export function selectionName(t: TFunction, item: Describable): string {
  if (item.code === 'home') return item.home;
  if (item.code === 'away') return item.away;
  if (item.code === 'over' || item.code === 'under') return t(`betting.codes.${item.code}`, { line: item.line });
  return t(`betting.codes.${item.code}`);
}
