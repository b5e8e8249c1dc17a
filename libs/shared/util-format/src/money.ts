import type { Money } from '@nfx/api-contract';
import { formatBalance } from './number';

/** The contract's money (amount in the currency's units, and the currency): one type for every layer. */
export type { Money };

/** Spec §9: the currency used when the account or the data names none. */
export const DEFAULT_CURRENCY = 'USD';

/** Currencies whose symbol is written before the amount; everything else gets its code after it. */
const currencySymbols: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  RUB: '₽',
  UAH: '₴',
  KZT: '₸',
  TRY: '₺',
  INR: '₹',
  BRL: 'R$',
};

export function currencySymbol(currency: string): string | undefined {
  return currencySymbols[currency.toUpperCase()];
}

/** "$1,234.50" for a known currency, "1,234.50 XYZ" otherwise; the minus goes before the symbol. */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const code = currency.trim().toUpperCase() || DEFAULT_CURRENCY;
  const text = formatBalance(amount);
  if (text === '') return '';
  const symbol = currencySymbol(code);
  if (symbol === undefined) return `${text} ${code}`;
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}
