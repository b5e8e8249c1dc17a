/** Names in public feeds keep only their ends: "DemoPlayer" → "De***er". */
export function maskName(name: string): string {
  const clean = name.split('@')[0] ?? '';
  if (clean.length <= 4) return `${clean.slice(0, 1)}***`;
  return `${clean.slice(0, 2)}***${clean.slice(-2)}`;
}
