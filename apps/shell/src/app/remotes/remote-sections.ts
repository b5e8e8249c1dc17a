/**
 * Which remote owns which top-level section of the site (spec §2). The shell loads a remote
 * only when the current route needs it.
 */
export const remoteSections = {
  casino: ['gamehall', 'game', 'providers', 'jackpots', 'tournaments', 'winners'],
  cashier: ['cashier'],
  profile: ['profile'],
  loyalty: ['loyalty'],
  // The password-reset link of the restore mail (spec §2) opens the auth remote's page.
  auth: ['reset-password'],
} as const;

export type RemoteName = keyof typeof remoteSections;

export const ROUTES_EXPOSE = './routes';
