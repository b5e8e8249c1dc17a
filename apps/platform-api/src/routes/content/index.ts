import type { FastifyInstance } from 'fastify';
import { createContentRepositories } from '../../content';
import { readContentEnv } from '../../content/content-env';
import { registerBannerImageRoute } from './banner-image-route';
import { registerBannerCalls } from './banners-calls';
import { registerCampaignCalls } from './campaigns-calls';
import { registerEventCalls } from './events-calls';
import { registerHitRoute } from './hit-route';
import { registerI18nRoutes } from './i18n-routes';
import { registerMetadataCalls } from './metadata-calls';
import { registerPopupCalls } from './popups-calls';
import { registerRobotsRoutes } from './robots-route';
import { registerStorageCalls } from './storage-calls';
import { registerSupportCalls } from './support-calls';

/** Calls of the content area: locales and messages, CMS config, metadata, storage, support, campaigns, tracking. */
export async function contentAreaRoutes(app: FastifyInstance): Promise<void> {
  const content = createContentRepositories(app.database.db);
  const env = readContentEnv();

  registerI18nRoutes(app, content);
  registerMetadataCalls(app, content, env);
  registerStorageCalls(app, content);
  registerSupportCalls(app, content);
  registerEventCalls(app, content);
  registerCampaignCalls(app, content);
  registerBannerCalls(app, content);
  registerBannerImageRoute(app, content);
  registerPopupCalls(app, content);
  registerRobotsRoutes(app, content);
  registerHitRoute(app, content);
}
