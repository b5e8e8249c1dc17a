export type GameMode = 'demo' | 'play';

/** Spec §2/§3: `#real` asks for real money, `#demo` for the demo; otherwise players play for real and visitors try the demo. */
export function gameModeOf(hash: string, isAuthenticated: boolean, hasDemo: boolean): GameMode {
  if (hash === '#real') return 'play';
  if (hash === '#demo' && hasDemo) return 'demo';
  return isAuthenticated || !hasDemo ? 'play' : 'demo';
}

/** The game's own page on the platform: `/platform/game/{sysname}/{mode}`. */
export function gameFrameUrl(sysname: string, mode: GameMode): string {
  return `/platform/game/${encodeURIComponent(sysname)}/${mode}`;
}

/** Spec §3: real slot play needs money unless the zero-balance switch allows it. */
export function isBalanceEmpty(balances: { balance_main: { amount: number }; balance_bonus: { amount: number } }): boolean {
  return balances.balance_main.amount + balances.balance_bonus.amount <= 0;
}
