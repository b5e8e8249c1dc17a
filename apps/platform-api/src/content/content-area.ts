import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalesRepository } from '../core/locales-repository';
import type { FeatureFlag } from '@nfx/api-contract';
import type { AlongWithFeedback, ContentArea } from './content-context';
import type { Db } from '../db/database';
import { type ChatSection, SHARED_LOCALE } from './cms-types';
import { createMessagesRepository } from './messages-repository';
import { createBannersRepository } from './repositories/banners-repository';
import { createCmsConfigRepository } from './repositories/cms-config-repository';
import { createChatEventsRepository } from './repositories/chat-events-repository';
import { createFeedbackRepository, type FeedbackFilter, type FeedbackRepository } from './repositories/feedback-repository';
import { createPopupsRepository } from './repositories/popups-repository';
import { createPromoCodesRepository } from './repositories/promo-codes-repository';
import { createPromotionPagesRepository } from './repositories/promotion-pages-repository';
import { createSeoRepository } from './repositories/seo-repository';
import { createSettingsRepository } from './repositories/settings-repository';
import { createSiteTextsRepository } from './repositories/site-texts-repository';
import { createStorageRepository } from './repositories/storage-repository';
import { createTrackingRepository } from './repositories/tracking-repository';
import { readContentEnv } from './services/content-env';
import { createMetadataService } from './services/metadata-service';
import { createFeatureFlagsReader } from './services/feature-flags';
import { createContentEditor } from './services/content-editor';
import { createFaqEditor } from './services/faq-editor';
import { createPageTextsEditor } from './services/page-texts-editor';
import { createFeatureFlagSwitch } from './services/feature-flag-switch';
import { createCmsSettingsSectionRepository, SETTINGS_SECTION } from './repositories/cms-settings-section-repository';
import { type ImageAliasKind, imageKeyAliasesOf } from './services/image-key-aliases';
import { createChatSettingsEditor } from './services/chat-settings';
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
