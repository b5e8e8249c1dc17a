import type { RedirectRule } from '@nfx/redirects';
import type { FieldDefinition } from '@nfx/validation';

export { FEATURE_FLAGS, resolveFeatureFlags, type FeatureFlag, type FeatureFlags } from '@nfx/paths';

/*
 * The document `GET /nfx/cms-config/{locale}` answers (spec §3, §7): the CMS configuration the
 * site server, the shell and every remote read, typed once. Not an `/api` call: bare JSON,
 * sections stored by editors (shared by every locale unless a locale row overrides one) and passed
 * through as stored, so every section may be missing and readers keep their defaults. An unknown
 * locale answers 404 with `{}`.
 */

export interface CmsMenuItem {
  id: string;
  label: string;
  /** A locale-free site path (`/gamehall?category=live`) or an absolute URL. */
  url: string;
}

export interface CmsFooterMenuGroup {
  id: string;
  title: string;
  items: CmsMenuItem[];
}

export interface CmsMenus {
  main?: CmsMenuItem[];
  footer?: CmsFooterMenuGroup[];
}

/** Balance-refresh settings (spec §3); the shell fills what is missing with the §9 defaults. */
export interface BalanceUpdateSettings {
  countSecondsForDelayBetweenClick: number;
  isEnabledInterval: boolean;
  countSecondsForInterval: number;
  isEnabledTurnOffRequests: boolean;
  countMinutesAfterWhichRequestsTurnedOff: number;
  isEnabledRequestsAfterClick: boolean;
}

/** Where the full-screen game button shows (spec §3). */
export type FullScreenVisibility = 'all' | 'telegram' | 'product' | 'none';

/**
 * How the site shows that a part is loading (spec §3 "loader settings"): a spinner, a skeleton
 * of the part's shape, or nothing; shown only after `delayMs` (a fast load flashes nothing) and
 * then kept for at least `minimumVisibleMs` (a load that ends just after it appears does not blink).
 */
export interface LoaderSettings {
  type: 'spinner' | 'skeleton' | 'none';
  delayMs: number;
  minimumVisibleMs: number;
}

/**
 * What a popup shows when its content cannot load (spec §3 "popup fallbacks"): a message with
 * these translation keys and a retry button, or nothing at all (`close`: the popup goes away).
 */
export interface PopupFallbackSettings {
  mode: 'message' | 'close';
  titleKey: string;
  descriptionKey: string;
  retryKey: string;
}

/** Feature flags and client settings (spec §3); editors may add keys the site does not read. */
export interface CmsSettings extends Record<string, unknown> {
  isTwoFAEnable?: boolean;
  isSumsubEnable?: boolean;
  isResponsibleGamingEnable?: boolean;
  isBetHistoryEnable?: boolean;
  isVisibleNoticeBetting?: boolean;
  isTitleClickable?: boolean;
  balanceUpdate?: Partial<BalanceUpdateSettings>;
  /** Overrides of the default validation texts, by message key (spec §5). */
  validator?: { messages?: Record<string, string> };
  /** Any other value an editor typed means the default (`all`). */
  fullScreenGame?: FullScreenVisibility | (string & {});
  allowZeroBalanceSlotPlay?: boolean;
  loader?: Partial<LoaderSettings>;
  popupFallbacks?: Partial<PopupFallbackSettings>;
  /**
   * Image-key aliases (spec §7), per kind (`banners`, `offers`, `jackpots`, `tournaments`): an
   * image key of the item and the image key whose picture it shows instead. The server applies them.
   */
  imageKeyAliases?: Partial<Record<'banners' | 'offers' | 'jackpots' | 'tournaments', Record<string, string>>>;
}

/** A flag of `auth.registration` (spec §3). */
export interface ConfigFlag {
  isActive: boolean;
  defaultValue: boolean;
}

export interface RegistrationFlags {
  confirmEmailPopup?: ConfigFlag;
  showCharacterSelect?: ConfigFlag;
  showPromocode?: ConfigFlag;
  showPromoFieldByDefault?: ConfigFlag;
  terms?: ConfigFlag;
  notify?: ConfigFlag;
  markBetting?: ConfigFlag;
  /** Validate while typing (`eager`) or only on submit (the default). */
  validationStrategy?: 'eager' | 'submit';
  /** Strip emoji from text fields as they are typed. */
  preventEmoji?: boolean;
  /** What the currency select starts with after a country change: empty, first or previous. */
  currencyDefault?: 'empty' | 'first' | 'previous';
}

/** One way to register (spec §3 authTypes): a form (full), a fast form, or the social block. */
export interface AuthType {
  label: string;
  component: 'form' | 'fast' | 'social';
  field?: string;
  isFast?: boolean;
  /** Social providers; the server lists only those it can complete. */
  services?: string[];
}

export interface AuthConfig {
  registration: RegistrationFlags;
  authTypes: AuthType[];
}

/** Registration fields per country; `default` applies to every country without its own list. */
export interface RegistrationFieldsConfig {
  default: FieldDefinition[];
  countries?: Record<string, FieldDefinition[]>;
}

export interface ChatSection {
  /** The active provider; `none` switches the widget off. */
  chat: string;
  settings: Record<string, Record<string, unknown>>;
}

export interface RedirectsSection {
  rules: RedirectRule[];
  /** Hosts an external `to_url` or a `backUrl` may point to. */
  allowedRedirectHosts: string[];
}

export interface SeoSettings {
  siteName: string;
  titleTemplate: string;
  favicon: { apple: string; png: string; ico: string };
  defaultImages: { openGraph: string };
  /** Paths (and their subpaths) marked noindex and disallowed in robots.txt. */
  noindexPaths: string[];
  urlTemplates: Record<string, string>;
  /**
   * Per-domain settings (spec §7 "domain SEO settings by host"), keyed by host name without the
   * port: a mirror domain may name the canonical origin its pages point to, keep itself out of
   * search engines whole (`noindex`), or brand its titles differently.
   */
  domains?: Record<string, SeoDomainSettings>;
}

export interface SeoDomainSettings {
  siteName?: string;
  titleTemplate?: string;
  defaultImages?: { openGraph: string };
  /** Added to the shared list on this domain. */
  noindexPaths?: string[];
  /** Every page of this domain says noindex and robots.txt disallows everything. */
  noindex?: boolean;
  /** Where canonical links, alternates and the sitemap point from this domain (`https://casino.example`). */
  canonicalOrigin?: string;
}

export interface CustomCodeEntry {
  id: string;
  isEnabled: boolean;
  position: 'head' | 'bodyStart' | 'bodyEnd';
  code: string;
}

/** Where the player's character shows (spec §3 placesWhereDisplayedCharacters). */
export type CharacterPlace = 'profile-page' | 'loyalty-page' | 'profile-loyalty-pages';

/** The loyalty configuration (spec §3); readers fill what is missing with the §9 defaults. */
export interface LoyaltyConfig {
  isEnableLoyalty?: boolean;
  isEnableCharacters?: boolean;
  /** URL of the points coin image. */
  coinIcon?: string;
  placesWhereDisplayedCharacters?: CharacterPlace[];
  /** A page explaining the programme; empty for none. */
  tutorialUrl?: string;
  /** Toasts: seconds shown (default 5) and whether they chime (at volume 0.5). */
  notification?: { duration?: number; sound?: boolean };
  /** The points' name per locale (`en` the fallback), as `loyalty.getinfo` answers it. */
  pointsAlias?: Record<string, string>;
}

export interface CmsConfig {
  /** The locale the document was built for (added by the server). */
  locale?: string;
  theme?: { default: string; available: string[] };
  menus?: CmsMenus;
  settings?: CmsSettings;
  auth?: AuthConfig;
  registrationFields?: RegistrationFieldsConfig;
  chat?: ChatSection;
  redirects?: RedirectsSection;
  seo?: SeoSettings;
  customCode?: CustomCodeEntry[];
  loyalty?: LoyaltyConfig;
  publicConfig?: { marketing?: { target: string; token: string; sitegroup: string }; rumUrl?: string };
}
