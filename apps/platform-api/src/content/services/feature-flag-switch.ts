import type { Transaction } from 'kysely';
import { type FeatureFlag, type FeatureFlags, resolveFeatureFlags } from '@nfx/api-contract';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { SHARED_LOCALE } from '../cms-types';
import type { CmsConfigRepository } from '../repositories/cms-config-repository';
import { type CmsSettingsSectionRepository, SETTINGS_SECTION } from '../repositories/cms-settings-section-repository';

export interface FeatureFlagChange {
  flag: FeatureFlag;
  before: boolean;
  after: boolean;
}

/** Records a change inside its transaction (the back office's audit row): it fails, nothing changes. */
export type RecordFeatureFlagChange = (trx: Transaction<Database>, change: FeatureFlagChange) => Promise<void>;

export interface FeatureFlagSwitch {
  /** The flags as stored now, never from a cache: what an admin sees right after a switch. */
  stored(): Promise<FeatureFlags>;
  /**
   * Switches one feature for the whole site. Nothing is written (nor recorded) when it already
   * was so; otherwise the change and `record` commit together, and the write moves
   * `content_revision` (the trigger on `cms_sections`), which every instance's reader follows.
   */
  set(flag: FeatureFlag, enabled: boolean, record: RecordFeatureFlagChange): Promise<{ changed: boolean; flags: FeatureFlags }>;
}

/**
 * The write side of the CMS feature flags (`feature-flags.ts` is the read side). The server reads
 * the shared row; the browser reads its locale's row over the shared one, so a locale's own
 * `settings` row gets the same value: the site never disagrees with itself about a feature.
 */
export function createFeatureFlagSwitch(db: Db, cmsConfig: CmsConfigRepository, rows: CmsSettingsSectionRepository): FeatureFlagSwitch {
  return {
    async stored() {
      return resolveFeatureFlags(await cmsConfig.section<Record<string, unknown>>(SHARED_LOCALE, SETTINGS_SECTION));
    },
    async set(flag, enabled, record) {
      return db.transaction().execute(async (trx) => {
        const locked = await rows.lockRows(trx);
        const shared = locked.find((row) => row.locale === SHARED_LOCALE) ?? { locale: SHARED_LOCALE, data: {} };
        const flags = resolveFeatureFlags(shared.data);
        if (flags[flag] === enabled) return { changed: false, flags };
        const overrides = locked.filter((row) => row.locale !== SHARED_LOCALE);
        for (const row of [shared, ...overrides]) await rows.save(trx, row.locale, { ...row.data, [flag]: enabled });
        await record(trx, { flag, before: flags[flag], after: enabled });
        return { changed: true, flags: { ...flags, [flag]: enabled } };
      });
    },
  };
}
