// The content area's context: what its routes are given and what it decorates the app
// with. Routes import this module, never `content-area.ts`, which imports them (issue 43 §5).
import type { FeatureFlag, FeatureFlags } from '@nfx/api-contract';
import type { LocalesRepository } from '../core/locales-repository';
import type { Db } from '../db/database';
import type { ChatSection } from './cms-types';
import type { MessageTree } from './message-tree';
import type { MessagesRepository } from './messages-repository';
import type { BannersRepository } from './repositories/banners-repository';
import type { ChatEventsRepository } from './repositories/chat-events-repository';
import type { CmsConfigRepository } from './repositories/cms-config-repository';
import type { FeedbackFilter, FeedbackRepository, FeedbackRow } from './repositories/feedback-repository';
import type { PopupsRepository } from './repositories/popups-repository';
import type { PromoCodesRepository } from './repositories/promo-codes-repository';
import type { PromotionPagesRepository } from './repositories/promotion-pages-repository';
import type { SeoPageRow, SeoRepository } from './repositories/seo-repository';
import type { SettingsRepository } from './repositories/settings-repository';
import type { SiteTextsRepository } from './repositories/site-texts-repository';
import type { StorageRepository } from './repositories/storage-repository';
import type { TrackingRepository } from './repositories/tracking-repository';
import type { ChatSettingsEditor } from './services/chat-settings';
import type { ContentEditor } from './services/content-editor';
import type { ContentEnv } from './services/content-env';
import type { FaqEditor } from './services/faq-editor';
import type { FeatureFlagSwitch } from './services/feature-flag-switch';
import type { ImageAliasKind, ImageKeyAliasMap } from './services/image-key-aliases';
import type { MetadataService } from './services/metadata-service';
import type { PageTextsEditor } from './services/page-texts-editor';

/** What the content routes are given: built once per app from its database. */
export interface ContentArea {
  /** Read uncached: the locale files and robots.txt show an editor's change at once. */
  locales: LocalesRepository;
  messages: MessagesRepository;
  cmsConfig: CmsConfigRepository;
  seo: SeoRepository;
  metadata: MetadataService;
  settings: SettingsRepository;
  storage: StorageRepository;
  feedback: FeedbackRepository;
  chatEvents: ChatEventsRepository;
  tracking: TrackingRepository;
  promoCodes: PromoCodesRepository;
  promotionPages: PromotionPagesRepository;
  banners: BannersRepository;
  popups: PopupsRepository;
  siteTexts: SiteTextsRepository;
  env: ContentEnv;
}

/** More work of a feedback change's caller in its transaction (the back office's audit row), with the message as changed. */
export type AlongWithFeedback = (trx: Db, message: FeedbackRow) => Promise<void>;

/** What others may ask of content: the site server's CMS sections and texts, the slot page's texts. */
export interface ContentDirectory {
  /** The CMS sections of a locale (the shared ones overlaid by the locale's own), as stored. */
  cmsSections(locale: string): Promise<Record<string, unknown>>;
  /** A few translated strings by `namespace.key`; missing keys are left out. */
  siteTexts(locale: string, keys: readonly string[]): Promise<Record<string, string>>;
  /** One namespace of a locale's messages as a tree. */
  messageNamespace(locale: string, namespace: string): Promise<MessageTree>;
  /** The players' feedback (support.sendFeedback) for the support team, a page at a time, and how many wait in all. */
  feedbackInbox(filter: FeedbackFilter, page: number, size: number): Promise<{ items: FeedbackRow[]; hasMore: boolean; waiting: number }>;
  /** Marks a feedback message answered, with `alongWith` (the audit row) in its transaction; false when it was not waiting. */
  markFeedbackAnswered(id: number, alongWith?: AlongWithFeedback): Promise<boolean>;
  /** Puts an answered message back to waiting, with `alongWith` in its transaction; false when it was not answered. */
  reopenFeedback(id: number, alongWith?: AlongWithFeedback): Promise<boolean>;
  /** The support chat's CMS section (§3 chat settings) as stored for every locale. */
  chatSection(): Promise<ChatSection | undefined>;
  /** The SEO row of a route or URL template (`/cashier/deposit/##name##`) in a locale, as stored. */
  seoPage(locale: string, path: string): Promise<SeoPageRow | undefined>;
  saveChatSection(section: ChatSection): Promise<void>;
  /** The CMS feature flags (spec §3) for the whole site; an editor's save shows within a fraction of a second. */
  featureFlags(): Promise<FeatureFlags>;
  /** The configured image-key aliases (spec §7) of one kind of item in a locale. */
  imageKeyAliases(locale: string, kind: ImageAliasKind): Promise<ImageKeyAliasMap>;
  /** Whether one feature is on; its calls, pages and links exist only then. */
  isFeatureOn(flag: FeatureFlag): Promise<boolean>;
  /** The back office's switches (issue 41): the stored flags, and a switch with the caller's audit row in its transaction. */
  featureFlagSwitch: FeatureFlagSwitch;
  /** The back office's CMS (issue 41): promotions' pages and banners per locale, each save with the caller's audit row in its transaction. */
  contentEditor: ContentEditor;
  /** The back office's page texts (issue 41): the site's catalogue searched and saved per locale, placeholders kept. */
  pageTextsEditor: PageTextsEditor;
  /** The back office's support FAQ (issue 41) per locale, each save with the caller's audit row in its transaction. */
  faqEditor: FaqEditor;
  /** The back office's support-chat settings (issue 41): the stored section, and a save with the caller's audit row in its transaction. */
  chatSettings: ChatSettingsEditor;
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentDirectory;
  }
}
