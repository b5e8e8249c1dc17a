/**
 * A top-level section of the site (the first path segment after the locale) and the exposed
 * module that renders everything under it; that module receives `{ section }`.
 */
export interface RemoteSection {
  path: string;
  expose: string;
  /** `bare`: drawn without the site's header and footer (the embeddable forms). Default `site`. */
  frame?: 'site' | 'bare';
}

/** Places in the shell's own pages and dialogs that a remote can fill with one of its exposed modules. */
export type MountPoint =
  /** The home page, between the banners and the promotions. */
  | 'home'
  /** The sign-in, sign-up and restore dialog. */
  | 'auth-dialog'
  /** The games search dialog. */
  | 'games-search'
  /** Mounted on every page opened inside a messenger mini-app, to sign the player in. */
  | 'messenger-sign-in'
  /**
   * The layout of every page, for a signed-in player after the first click or touch, while the
   * CMS config has loyalty or characters on: draws nothing, shows page-wide toasts (§4).
   */
  | 'notifications';

export const MOUNT_POINTS: readonly MountPoint[] = ['home', 'auth-dialog', 'games-search', 'messenger-sign-in', 'notifications'];

/** A link the remote adds to the site's main menu. */
export interface RemoteMenuEntry {
  id: string;
  /** Locale-free path, e.g. `/loyalty`. */
  path: string;
  /** Key of the label in one of the remote's own namespaces, e.g. `loyalty.menu.programme`. */
  label: string;
}

/**
 * The server-side checks a detail page can ask for: the page exists only when its `:key`
 * segment names something (a game, a tournament …), else the server answers 404 (or 410).
 */
export type DetailLookup = 'game' | 'tournament' | 'jackpot' | 'promotion' | 'offer' | 'loyalty' | 'betting-event' | 'betting-competition';

export const DETAIL_LOOKUPS: readonly DetailLookup[] = [
  'game',
  'tournament',
  'jackpot',
  'promotion',
  'offer',
  'loyalty',
  'betting-event',
  'betting-competition',
];

/**
 * A page under the remote's sections as the site server matches it, so it can answer 404 where
 * the remote's router ends on its not-found page: `:name` is one segment, `:key` the segment a
 * lookup checks, `*` the rest of the path.
 */
export type RemotePage = string | { path: string; lookup: DetailLookup };

/** What a remote declares about itself in `apps/<name>/publication.ts`. */
export interface RemoteDeclaration {
  sections: RemoteSection[];
  mounts?: Partial<Record<MountPoint, string>>;
  menu?: RemoteMenuEntry[];
  pages: RemotePage[];
  /** The message namespaces it ships, from `src/i18n/<locale>/<namespace>.json`. */
  namespaces: string[];
}

export interface PublishedMenuEntry extends RemoteMenuEntry {
  /** The label in every locale the remote ships, so the shell draws the menu before the remote loads. */
  labels: Record<string, string>;
}

/**
 * What the remote's build publishes next to its `mf-manifest.json` (`publication.json`): the
 * declaration, its menu labels resolved, and the locales of its `i18n/<locale>.json` files.
 */
export interface RemotePublication extends Omit<RemoteDeclaration, 'menu'> {
  menu?: PublishedMenuEntry[];
  locales: string[];
}

/**
 * One remote in the runtime registry: where its manifest is, which build it is, and what that
 * build publishes. The publication's fields are optional: a registry written by older tools has
 * none, and its remote then owns nothing.
 */
export interface RegistryEntry extends Partial<RemotePublication> {
  manifest: string;
  version: string;
}

export type RemoteRegistry = Record<string, RegistryEntry>;

/** An exposed module of a named remote. */
export interface RemoteModule {
  remote: string;
  expose: string;
}
