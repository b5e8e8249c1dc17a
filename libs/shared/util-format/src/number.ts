/**
 * Rounds to cents, half away from zero. Multiplying by 100 exposes binary noise
 * (1.005 * 100 === 100.49999999999999), so the product is first cut to 15 significant
 * digits, the precision a double reliably carries in decimal, before rounding.
 */
export function roundBalance(value: number): number {
  if (!Number.isFinite(value)) return value;
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  const rounded = cents / 100;
  // `|| 0` turns -0 into 0 so a tiny negative never renders as "-0.00".
  return (value < 0 ? -rounded : rounded) || 0;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function formatFixed(value: number, decimals: 0 | 2): string {
  const rounded = decimals === 2 ? roundBalance(value) : Math.round(value) || 0;
  const [whole = '0', fraction] = Math.abs(rounded).toFixed(decimals).split('.');
  const sign = rounded < 0 ? '-' : '';
  return fraction === undefined ? `${sign}${groupThousands(whole)}` : `${sign}${groupThousands(whole)}.${fraction}`;
}

/**
 * Spec §9: commas every three digits; integers as they are, any other number with exactly
 * two decimals. Non-finite input renders as an empty string rather than "NaN" on screen.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  return formatFixed(value, Number.isInteger(value) ? 0 : 2);
}

/** A balance always shows two decimals, whole amounts included (1234 → "1,234.00"). */
export function formatBalance(value: number): string {
  if (!Number.isFinite(value)) return '';
  return formatFixed(value, 2);
}
