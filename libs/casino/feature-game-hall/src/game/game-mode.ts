export type GameMode = 'demo' | 'play';

/** The custom ids the platform's game route accepts (apps/platform-api game-page-route.ts). */
const ROUTABLE_CUSTOM_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** Spec §2/§3: `#real` asks for real money, `#demo` for the demo; otherwise players play for real and visitors try the demo. */
export function gameModeOf(hash: string, isAuthenticated: boolean, hasDemo: boolean): GameMode {
  if (hash === '#real') return 'play';
  if (hash === '#demo' && hasDemo) return 'demo';
  return isAuthenticated || !hasDemo ? 'play' : 'demo';
}

/**
 * The game's own page on the platform (§3): `/platform/game/{sysname}/{mode}`, or
 * `/platform/game/custom/{custom id}/{mode}` for a game known to its aggregator by a custom id.
 */
export function gameFrameUrl(game: { sysname: string; custom_id?: string | null }, mode: GameMode): string {
  // Only ids the game route accepts (the database enforces the same pattern); anything else opens by sysname.
  const key = game.custom_id && ROUTABLE_CUSTOM_ID.test(game.custom_id) ? `custom/${game.custom_id}` : encodeURIComponent(game.sysname);
  return `/platform/game/${key}/${mode}`;
}

/** Spec §3: real slot play needs money unless the zero-balance switch allows it. */
export function isBalanceEmpty(balances: { balance_main: { amount: number }; balance_bonus: { amount: number } }): boolean {
  return balances.balance_main.amount + balances.balance_bonus.amount <= 0;
}
