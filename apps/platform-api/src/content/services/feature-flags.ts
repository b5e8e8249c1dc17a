import { sql } from 'kysely';
import { type FeatureFlags, resolveFeatureFlags } from '@nfx/api-contract';
import type { Db } from '../../db/database';
import type { CmsConfigRepository } from '../repositories/cms-config-repository';
import { SHARED_LOCALE } from '../cms-types';

/**
 * The CMS feature flags (spec §3 `settings`) as the server applies them. Cached on the site's own
 * invalidation: `content_revision`, which a trigger bumps on every write to `cms_sections` (an
 * editor's save, the back office, a seed, plain SQL), on every instance sharing the database. The
 * revision is read at most once per `checkMs` and the settings row only when it moved, so a save
 * is seen within `checkMs` (250 ms by default, at once in tests) without a query per call.
 *
 * The flags are read from the shared row: a feature is on or off for the whole site, never per
 * language, because its calls carry no reliable locale.
 */
export function createFeatureFlagsReader(db: Db, cmsConfig: CmsConfigRepository, checkMs: number): () => Promise<FeatureFlags> {
  let current: { revision: string; flags: FeatureFlags; checkedAt: number } | null = null;
  let reading: Promise<FeatureFlags> | null = null;

  const read = async (): Promise<FeatureFlags> => {
    const result = await sql<{ revision: string | number }>`select revision from content_revision`.execute(db);
    const revision = String(result.rows[0]?.revision ?? 0);
    if (current?.revision === revision) {
      current.checkedAt = Date.now();
      return current.flags;
    }
    const flags = resolveFeatureFlags(await cmsConfig.section<Record<string, unknown>>(SHARED_LOCALE, 'settings'));
    current = { revision, flags, checkedAt: Date.now() };
    return flags;
  };

  return async () => {
    if (current && Date.now() - current.checkedAt < checkMs) return current.flags;
    // One read at a time however many calls wait for it.
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  };
}
