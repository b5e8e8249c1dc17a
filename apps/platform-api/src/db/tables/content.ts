import type { ColumnType, Generated } from 'kysely';

/** jsonb: read as parsed JSON, written as a JSON string (Postgres casts the text parameter). */
export type JsonColumn<T> = ColumnType<T, string, string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface LocalesTable {
  code: string;
  name: string;
  position: number;
  is_default: boolean;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}

/** One translated string; `key` is the dotted path inside its namespace (`theme.dark`). */
export interface MessagesTable {
  locale: string;
  namespace: string;
  key: string;
  value: string;
  updated_at: UpdatedAt;
}

/** A section of the CMS config; locale `*` applies to every locale unless a locale row overrides it. */
export interface CmsSectionsTable {
  locale: string;
  section: string;
  data: JsonColumn<unknown>;
  updated_at: UpdatedAt;
}

/** Editorial slug pages (`/about`). The body is sanitised when served, so edits cannot inject script. */
export interface CmsPagesTable {
  locale: string;
  slug: string;
  title: string;
  description: string;
  body_html: string;
  is_published: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: UpdatedAt;
}

/** A promotion's or offer's own page per locale; the HTML is sanitised when served. */
export interface PromotionPagesTable {
  campaign_id: number;
  locale: string;
  title: string;
  summary: ColumnType<string, string | undefined, string>;
  body_html: ColumnType<string, string | undefined, string>;
  terms_html: ColumnType<string, string | undefined, string>;
  image: ColumnType<string, string | undefined, string>;
  image_alt: ColumnType<string, string | undefined, string>;
  is_published: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: UpdatedAt;
}

/** SEO metadata per route; `path` may hold a `##name##` template segment, `*` is the fallback. */
export interface SeoPagesTable {
  locale: string;
  path: string;
  title: string;
  description: string;
  data: JsonColumn<Record<string, unknown>>;
  updated_at: UpdatedAt;
}

/** Small singleton documents: general info, support settings. */
export interface SiteSettingsTable {
  key: string;
  data: JsonColumn<Record<string, unknown>>;
  updated_at: UpdatedAt;
}

export interface PromoCodesTable {
  code: string;
  is_active: boolean;
  starts_at: NullableTime;
  finished_at: NullableTime;
  description: string;
}

export interface BannerArtwork {
  from: string;
  to: string;
  accent: string;
  motif: 'coins' | 'cards' | 'dice' | 'stars';
}

export interface BannersTable {
  id: Generated<number>;
  /** Natural key of seeded rows so seeding twice adds nothing. */
  seed_key: string | null;
  locale: string;
  position: number;
  label: string;
  value: string;
  addition: string;
  banner_type: string;
  /** `slider` (home page) or `registration` (the auth popup); see BANNER_PLACEMENTS. */
  placement: ColumnType<string, string | undefined, string>;
  artwork: JsonColumn<BannerArtwork>;
  is_active: boolean;
  finished_at: NullableTime;
  created_at: CreatedAt;
}

export interface PopupsTable {
  id: Generated<number>;
  seed_key: string | null;
  locale: string;
  title: string;
  content: string;
  button_text: string;
  button_url: string;
  /** Who sees it: `all`, `anonymous` or `authenticated`. */
  audience: string;
  is_active: boolean;
  starts_at: NullableTime;
  finished_at: NullableTime;
  created_at: CreatedAt;
}

export interface StorageEntriesTable {
  account_id: number;
  key: string;
  value: string;
  updated_at: UpdatedAt;
}

export interface FeedbackMessagesTable {
  id: Generated<number>;
  account_id: number | null;
  locale: string;
  name: string;
  email: string;
  message: string;
  created_at: CreatedAt;
  /** When an operator marked it answered; null while it waits. */
  answered_at: NullableTime;
}

export interface ChatEventsTable {
  id: Generated<number>;
  account_id: number;
  channel_id: string;
  conversation_id: string;
  text: string;
  direction: 'sent' | 'received';
  created_at: CreatedAt;
}

export interface TrackingEventsTable {
  id: Generated<number>;
  account_id: number | null;
  event_name: string;
  event_params: JsonColumn<unknown>;
  created_at: CreatedAt;
}

export interface TrackingHitsTable {
  id: Generated<number>;
  account_id: number | null;
  referer: string | null;
  track_id: string | null;
  seon_session: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
}

/** Tables of locales, messages, CMS config, storage, feedback, tracking. */
export interface ContentTables {
  locales: LocalesTable;
  messages: MessagesTable;
  cms_sections: CmsSectionsTable;
  cms_pages: CmsPagesTable;
  promotion_pages: PromotionPagesTable;
  seo_pages: SeoPagesTable;
  site_settings: SiteSettingsTable;
  promo_codes: PromoCodesTable;
  banners: BannersTable;
  popups: PopupsTable;
  storage_entries: StorageEntriesTable;
  feedback_messages: FeedbackMessagesTable;
  chat_events: ChatEventsTable;
  tracking_events: TrackingEventsTable;
  tracking_hits: TrackingHitsTable;
}
