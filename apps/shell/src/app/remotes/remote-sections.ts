/**
 * Which remote owns which top-level section of the site (spec §2). The shell loads a remote
 * only when the current route needs it.
 */
export const remoteSections = {
  casino: ['gamehall', 'game', 'providers', 'jackpots', 'tournaments', 'winners'],
  cashier: ['cashier'],
  profile: ['profile'],
  loyalty: ['loyalty'],
} as const;

export type RemoteName = keyof typeof remoteSections | 'auth';

export const ROUTES_EXPOSE = './routes';
