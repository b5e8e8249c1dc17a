import type { Db } from '../db/database';
import { createBannersRepository } from './banners-repository';
import { createCmsConfigRepository } from './cms-config-repository';
import { createFeedbackRepository } from './feedback-repository';
import { createLocalesRepository } from '../core/locales-repository';
import { createMessagesRepository } from './messages-repository';
import { createMetadataService } from './metadata-service';
import { createPopupsRepository } from './popups-repository';
import { createPromoCodesRepository } from './promo-codes-repository';
import { createSeoRepository } from './seo-repository';
import { createSettingsRepository } from './settings-repository';
import { createStorageRepository } from './storage-repository';
import { createTrackingRepository } from './tracking-repository';

/** Everything the content routes read and write, built once per app from its database. */
export function createContentRepositories(db: Db) {
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
    tracking: createTrackingRepository(db),
    promoCodes: createPromoCodesRepository(db),
    banners: createBannersRepository(db),
    popups: createPopupsRepository(db),
  };
}

export type ContentRepositories = ReturnType<typeof createContentRepositories>;
