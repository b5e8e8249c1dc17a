/**
 * Which remote owns which top-level section of the site (spec §2). The shell mounts a remote only
 * when the current route needs it; the site server reads the same table to preload that remote's
 * files from the page's HTML, so both always agree.
 */
export const remoteSections = {
  casino: ['gamehall', 'game', 'providers', 'jackpots', 'tournaments', 'winners'],
  cashier: ['cashier'],
  profile: ['profile'],
  loyalty: ['loyalty'],
  // The password-reset link of the restore mail opens the auth remote's page.
  auth: ['reset-password'],
} as const;

export type RemoteName = keyof typeof remoteSections;

/** Every remote exposes its route tree under this name. */
export const ROUTES_EXPOSE = './routes';

/** The home page shows the casino's game rows between the banners and the promotions. */
export const HOME_REMOTE_MOUNT = { remote: 'casino', expose: './HomeGameRows' } as const satisfies RemoteMountTarget;

export interface RemoteMountTarget {
  remote: RemoteName;
  expose: string;
}

/** The remote module a page renders first, by its path without the locale; null for shell-only pages. */
export function remoteMountForPath(pathWithoutLocale: string): RemoteMountTarget | null {
  const first = pathWithoutLocale.split('/').find(Boolean);
  if (first === undefined) return HOME_REMOTE_MOUNT;
  for (const [remote, sections] of Object.entries(remoteSections) as Array<[RemoteName, readonly string[]]>) {
    if (sections.includes(first)) return { remote, expose: ROUTES_EXPOSE };
  }
  return null;
}
