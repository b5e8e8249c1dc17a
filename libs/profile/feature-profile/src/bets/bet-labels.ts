import type { TFunction } from 'i18next';
import type { BetLeg } from '@nfx/api-contract';

/** A line as bookmakers print it (2.5, 0.25): as few decimals as it has, not money's two. */
const lineText = (line: number) => String(line);
/** A handicap as players read it: +1.5, −0.5, 0. */
const signed = (line: number) => (line > 0 ? `+${lineText(line)}` : line < 0 ? `−${lineText(-line)}` : lineText(line));

/** Decimal odds from the API's hundredths (185 → 1.85). */
export const oddsText = (hundredths: number) => (hundredths / 100).toFixed(2);

export const eventText = (leg: Pick<BetLeg, 'home' | 'away'>) => `${leg.home} – ${leg.away}`;

/** The market of a selection, in the player's language (Total goals 2.5, Handicap …). */
export function marketText(t: TFunction, leg: BetLeg): string {
  const line = leg.line === null ? '' : lineText(leg.line);
  return t(`profile.betHistory.markets.${leg.market}`, { line });
}

/** What the player backed: a side by its name (with its handicap), or the market's answer. */
export function pickText(t: TFunction, leg: BetLeg): string {
  const side = leg.code === 'home' ? leg.home : leg.code === 'away' ? leg.away : null;
  if (side !== null && leg.market === 'handicap' && leg.line !== null)
    return `${side} ${signed(leg.code === 'home' ? leg.line : -leg.line)}`;
  if (side !== null) return side;
  const line = leg.line === null ? '' : lineText(leg.line);
  return t(`profile.betHistory.codes.${leg.code}`, { line });
}
