import { paths } from '@nfx/paths';

/**
 * The system pages of spec §2: texts come from `system.<key>.{title,description,button}`, the
 * button goes where the spec says, and pay pending shows a loader instead of an icon.
 */
export type SystemPageKey =
  | 'maintenance'
  | 'payCancel'
  | 'payFail'
  | 'payMobile'
  | 'payNewWindow'
  | 'payPending'
  | 'paySuccess'
  | 'notFound'
  | 'forbidden'
  | 'userBlock'
  | 'unsubscribe'
  | 'errorsSlot';

export type SystemPageIcon = 'success' | 'error' | 'info' | 'warning' | 'loader';

/** A locale-free path from `@nfx/paths`, or `reload` for pages that come back by themselves (maintenance). */
export type SystemPageTarget = { path: string } | 'reload';

export interface SystemPageDefinition {
  icon: SystemPageIcon;
  target: SystemPageTarget;
  /** Forbidden and maintenance stand alone; the rest sit in the normal header and footer. */
  emptyLayout: boolean;
}

export const systemPages: Readonly<Record<SystemPageKey, SystemPageDefinition>> = {
  maintenance: { icon: 'warning', target: 'reload', emptyLayout: true },
  forbidden: { icon: 'error', target: { path: paths.home() }, emptyLayout: true },
  payCancel: { icon: 'info', target: { path: paths.cashier.deposit() }, emptyLayout: false },
  payFail: { icon: 'error', target: { path: paths.cashier.deposit() }, emptyLayout: false },
  payNewWindow: { icon: 'info', target: { path: paths.cashier.deposit() }, emptyLayout: false },
  payMobile: { icon: 'info', target: { path: paths.cashier.deposit() }, emptyLayout: false },
  payPending: { icon: 'loader', target: { path: paths.gameHall() }, emptyLayout: false },
  paySuccess: { icon: 'success', target: { path: paths.gameHall() }, emptyLayout: false },
  // Shown in place of a game that cannot be launched: the casino remote draws it on the game's address
  // (libs/casino/feature-game-hall GameLaunchFailed.tsx, same texts, icon and target).
  errorsSlot: { icon: 'warning', target: { path: paths.gameHall() }, emptyLayout: false },
  userBlock: { icon: 'error', target: { path: paths.support() }, emptyLayout: false },
  notFound: { icon: 'info', target: { path: paths.home() }, emptyLayout: false },
  unsubscribe: { icon: 'success', target: { path: paths.home() }, emptyLayout: false },
};

/** Standalone pages (empty layout) with a path of their own, as the site server knows them. */
export const standaloneSystemPageRoutes: ReadonlyArray<{ path: string; page: SystemPageKey }> = [
  { path: 'maintenance', page: 'maintenance' },
  { path: 'forbidden', page: 'forbidden' },
];

/**
 * Routes of the shell's own system pages inside the default layout, relative to the locale root.
 * The payment outcomes (`cashier/pay…`) are the cashier remote's pages: they look the deposit up
 * and follow it until it settles, which needs the cashier's calls.
 */
export const systemPageRoutes: ReadonlyArray<{ path: string; page: SystemPageKey }> = [{ path: 'user-block', page: 'userBlock' }];
