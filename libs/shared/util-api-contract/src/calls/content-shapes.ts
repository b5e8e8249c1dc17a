import * as v from 'valibot';
import { timestampSchema } from '../responses';

/** A banner (spec §3); `addition` is HTML, sanitised by the API's allow-list. Pictures are generated SVG. */
export const bannerSchema = v.object({
  id: v.number(),
  finished_at: v.nullable(timestampSchema),
  description: v.object({
    position: v.number(),
    label: v.string(),
    value: v.string(),
    addition: v.string(),
    /** `compact` or another layout. */
    banner_type: v.string(),
    image_735_240: v.string(),
    image_360_520: v.string(),
    registration_popup_mobile_compact: v.string(),
  }),
});

/** The CMS page of a slug; `body` is HTML, sanitised by the API's allow-list. */
export const pageContentSchema = v.object({
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  body: v.string(),
  updatedAt: timestampSchema,
});

/** Page metadata (spec §3): what the head of a page shows, and the CMS page of a slug. */
export const pageMetadataSchema = v.object({
  /** The route path, without a locale prefix, query or hash. */
  path: v.string(),
  locale: v.string(),
  title: v.string(),
  description: v.string(),
  canonical: v.string(),
  alternates: v.array(v.object({ locale: v.string(), href: v.string() })),
  openGraph: v.object({
    type: v.string(),
    title: v.string(),
    description: v.string(),
    url: v.string(),
    image: v.string(),
    locale: v.string(),
    siteName: v.string(),
  }),
  robots: v.object({ index: v.boolean(), follow: v.boolean() }),
  extraMeta: v.array(v.object({ name: v.string(), content: v.string() })),
  /** Structured-data pieces (faq, article, organization, product, breadcrumbs) the client turns into JSON-LD scripts. */
  jsonLd: v.record(v.string(), v.unknown()),
  page: v.nullable(pageContentSchema),
});

/** General site information (spec §3). Every field but the locales comes from the site settings. */
export const generalInfoSchema = v.object({
  analytic: v.optional(v.object({ is_enabled: v.boolean(), gtm_id: v.string() })),
  available_currencies: v.optional(v.array(v.string())),
  available_locales: v.array(v.string()),
  default_currency: v.optional(v.string()),
  is_seon_enabled: v.optional(v.boolean()),
  domain_state: v.optional(v.string()),
  domain_type: v.optional(v.string()),
  /** Seconds until a signed-in player is logged out; 0 or absent switches it off. */
  time_to_force_logout: v.optional(v.number()),
  is_bonus_isolation_enabled: v.optional(v.boolean()),
  is_game_history_export_enabled: v.optional(v.boolean()),
  /** Seconds of inactivity after which the cashier and the payment page close; 0 = never. */
  user_inactivity_cashier_time: v.optional(v.number()),
  user_inactivity_pp_time: v.optional(v.number()),
});

/** A campaign popup; `content` is HTML, sanitised by the API's allow-list. */
export const campaignPopupSchema = v.object({
  id: v.number(),
  title: v.string(),
  content: v.string(),
  button_text: v.string(),
  button_url: v.string(),
  /** `all`, `anonymous` or `authenticated`. */
  audience: v.string(),
  starts_at: v.nullable(timestampSchema),
  finished_at: v.nullable(timestampSchema),
});

/**
 * What a promotion's or offer's card shows from the page an operator wrote for it
 * (campaigns.getpromotionsummaries): in the request's locale, else the site's default one
 * (`locale` says which). `image` may be empty; `image_alt` is empty for a decorative picture.
 */
export const promotionSummarySchema = v.object({
  id: v.number(),
  locale: v.string(),
  title: v.string(),
  summary: v.string(),
  image: v.string(),
  image_alt: v.string(),
});

/**
 * A promotion's or offer's own page as an operator wrote it (campaigns.getpromotioncontent): its
 * summary's fields, and `body` and `terms` as HTML, sanitised by the API's allow-list.
 */
export const promotionContentSchema = v.object({
  ...promotionSummarySchema.entries,
  body: v.string(),
  terms: v.string(),
  updated_at: timestampSchema,
});

/** Support contacts and hours in the request's locale. */
export const supportSettingsSchema = v.object({
  email: v.string(),
  phone: v.string(),
  hours: v.string(),
  /** Whether a support chat is switched on. */
  chat: v.boolean(),
});

export type Banner = v.InferOutput<typeof bannerSchema>;
export type PageContent = v.InferOutput<typeof pageContentSchema>;
export type PageMetadata = v.InferOutput<typeof pageMetadataSchema>;
export type GeneralInfo = v.InferOutput<typeof generalInfoSchema>;
export type CampaignPopup = v.InferOutput<typeof campaignPopupSchema>;
export type PromotionSummary = v.InferOutput<typeof promotionSummarySchema>;
export type PromotionContent = v.InferOutput<typeof promotionContentSchema>;
export type SupportSettings = v.InferOutput<typeof supportSettingsSchema>;
