export interface Money {
  amount: number;
  currency: string;
}

/** Minor units → an amount rounded to 2 decimals, the shape account balances use (§3). */
export function toMoney(minorUnits: number, currency: string): Money {
  return { amount: Math.round(minorUnits) / 100, currency };
}

/** Names in public feeds keep only their ends: "DemoPlayer" → "De***er". */
export function maskName(name: string): string {
  const clean = name.split('@')[0] ?? '';
  if (clean.length <= 4) return `${clean.slice(0, 1)}***`;
  return `${clean.slice(0, 2)}***${clean.slice(-2)}`;
}
