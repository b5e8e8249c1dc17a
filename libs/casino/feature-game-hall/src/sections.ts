/** Top-level sections of the site this remote owns (spec §2); the shell mounts it for each. */
export const sections = ['gamehall', 'game', 'providers', 'jackpots', 'tournaments', 'winners'] as const;
