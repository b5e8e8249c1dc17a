import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalesRepository, type LocalesRepository } from '../core/locales-repository';
import type { FeatureFlag, FeatureFlags } from '@nfx/api-contract';
import type { Db } from '../db/database';
import { type ChatSection, SHARED_LOCALE } from './cms-types';
import type { MessageTree } from './message-tree';
import { createMessagesRepository, type MessagesRepository } from './messages-repository';
import { createBannersRepository, type BannersRepository } from './repositories/banners-repository';
import { type CmsConfigRepository, createCmsConfigRepository } from './repositories/cms-config-repository';
import { createChatEventsRepository, type ChatEventsRepository } from './repositories/chat-events-repository';
import {
  createFeedbackRepository,
  type FeedbackFilter,
  type FeedbackRepository,
  type FeedbackRow,
} from './repositories/feedback-repository';
import { createPopupsRepository, type PopupsRepository } from './repositories/popups-repository';
import { createPromoCodesRepository, type PromoCodesRepository } from './repositories/promo-codes-repository';
import { createPromotionPagesRepository, type PromotionPagesRepository } from './repositories/promotion-pages-repository';
import { createSeoRepository, type SeoPageRow, type SeoRepository } from './repositories/seo-repository';
import { createSettingsRepository, type SettingsRepository } from './repositories/settings-repository';
import { createSiteTextsRepository, type SiteTextsRepository } from './repositories/site-texts-repository';
import { createStorageRepository, type StorageRepository } from './repositories/storage-repository';
import { createTrackingRepository, type TrackingRepository } from './repositories/tracking-repository';
import { type ContentEnv, readContentEnv } from './services/content-env';
import { createMetadataService, type MetadataService } from './services/metadata-service';
import { createFeatureFlagsReader } from './services/feature-flags';
import { type ContentEditor, createContentEditor } from './services/content-editor';
import { createFaqEditor, type FaqEditor } from './services/faq-editor';
import { createPageTextsEditor, type PageTextsEditor } from './services/page-texts-editor';
import { createFeatureFlagSwitch, type FeatureFlagSwitch } from './services/feature-flag-switch';
import { createCmsSettingsSectionRepository, SETTINGS_SECTION } from './repositories/cms-settings-section-repository';
import { type ImageAliasKind, type ImageKeyAliasMap, imageKeyAliasesOf } from './services/image-key-aliases';
import { type ChatSettingsEditor, createChatSettingsEditor } from './services/chat-settings';
import { registerBannerImage } from './routes/banner-image';
import { registerBannersGet } from './routes/banners-get';
import { registerCampaignsCheckPromocode } from './routes/campaigns-check-promocode';
import { registerCampaignsGetPromotionContent } from './routes/campaigns-get-promotion-content';
import { registerCampaignsGetPromotionSummaries } from './routes/campaigns-get-promotion-summaries';
import { registerEventsHandle } from './routes/events-handle';
import { registerHit } from './routes/hit';
import { registerI18nRoutes } from './routes/i18n-routes';
import { registerMetadataGet } from './routes/metadata-get';
import { registerMetadataGetGeneralInfo } from './routes/metadata-get-general-info';
import { registerPopupsGet } from './routes/popups-get';
import { registerRobotsTxt } from './routes/robots-txt';
import { registerSitemapXml } from './routes/sitemap-xml';
import { registerStorageGet } from './routes/storage-get';
import { registerStorageGetKeys } from './routes/storage-get-keys';
import { registerStorageSet } from './routes/storage-set';
import { registerSupportGetSettings } from './routes/support-get-settings';
import { registerSupportSendFeedback } from './routes/support-send-feedback';
import { registerFreshChatStoreChatEvent } from './routes/fresh-chat-store-chat-event';

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

export function createContentArea(db: Db): ContentArea {
  const seo = createSeoRepository(db);
  return {
    locales: createLocalesRepository(db),
    messages: createMessagesRepository(db),
    cmsConfig: createCmsConfigRepository(db),
    seo,
    metadata: createMetadataService(seo),
    settings: createSettingsRepository(db),
    storage: createStorageRepository(db),
    feedback: createFeedbackRepository(db),
    chatEvents: createChatEventsRepository(db),
    tracking: createTrackingRepository(db),
    promoCodes: createPromoCodesRepository(db),
    promotionPages: createPromotionPagesRepository(db),
    banners: createBannersRepository(db),
    popups: createPopupsRepository(db),
    siteTexts: createSiteTextsRepository(db),
    env: readContentEnv(),
  };
}

/** One line per route file; each registers one call or one non-API route. */
const routes = [
  registerI18nRoutes,
  registerMetadataGet,
  registerMetadataGetGeneralInfo,
  registerStorageGet,
  registerStorageGetKeys,
  registerStorageSet,
  registerSupportGetSettings,
  registerSupportSendFeedback,
  registerFreshChatStoreChatEvent,
  registerEventsHandle,
  registerCampaignsCheckPromocode,
  registerCampaignsGetPromotionContent,
  registerCampaignsGetPromotionSummaries,
  registerBannersGet,
  registerBannerImage,
  registerPopupsGet,
  registerRobotsTxt,
  registerSitemapXml,
  registerHit,
];

/**
 * The content area: locale data and CMS config, page metadata, banners and popups, the player's
 * key-value store, support, promo-code checks, tracking, robots.txt and the sitemap.
 */
export const contentArea = fp(
  async function contentArea(app: FastifyInstance) {
    const area = createContentArea(app.database.db);
    const featureFlags = createFeatureFlagsReader(app.database.db, area.cmsConfig, app.config.siteCacheCheckMs);
    /** One change of a feedback message and the caller's own work (the staff audit row) in one transaction. */
    const changeFeedback = (id: number, change: (feedback: FeedbackRepository) => Promise<boolean>, alongWith?: AlongWithFeedback) =>
      app.database.db.transaction().execute(async (trx) => {
        const feedback = createFeedbackRepository(trx);
        if (!(await change(feedback))) return false;
        if (alongWith) await alongWith(trx, (await feedback.find(id))!);
        return true;
      });
    app.decorate('content', {
      cmsSections: (locale: string) => area.cmsConfig.sections(locale),
      siteTexts: (locale: string, keys: readonly string[]) => area.siteTexts.texts(locale, keys),
      messageNamespace: (locale: string, namespace: string) => area.siteTexts.namespace(locale, namespace),
      feedbackInbox: async (filter: FeedbackFilter, page: number, size: number) => {
        const [rows, waiting] = await Promise.all([area.feedback.list(filter, (page - 1) * size, size + 1), area.feedback.countWaiting()]);
        return { items: rows.slice(0, size), hasMore: rows.length > size, waiting };
      },
      markFeedbackAnswered: (id: number, alongWith?: AlongWithFeedback) =>
        changeFeedback(id, (feedback) => feedback.markAnswered(id, new Date()), alongWith),
      reopenFeedback: (id: number, alongWith?: AlongWithFeedback) => changeFeedback(id, (feedback) => feedback.reopen(id), alongWith),
      chatSection: () => area.cmsConfig.section<ChatSection>(SHARED_LOCALE, 'chat'),
      seoPage: async (locale: string, path: string) => (await area.seo.pages(locale)).find((row) => row.path === path),
      saveChatSection: (section: ChatSection) => area.cmsConfig.saveShared('chat', section),
      featureFlags,
      imageKeyAliases: async (locale: string, kind: ImageAliasKind) =>
        imageKeyAliasesOf(await area.cmsConfig.section(locale, SETTINGS_SECTION), kind),
      isFeatureOn: async (flag: FeatureFlag) => (await featureFlags())[flag],
      featureFlagSwitch: createFeatureFlagSwitch(app.database.db, area.cmsConfig, createCmsSettingsSectionRepository()),
      contentEditor: createContentEditor(app.database.db),
      pageTextsEditor: createPageTextsEditor(app.database.db),
      faqEditor: createFaqEditor(app.database.db),
      chatSettings: createChatSettingsEditor(app.database.db),
    });
    for (const register of routes) register(app, area);
  },
  { name: 'area:content' },
);
