import { type FeatureFlag, type FeatureFlags, resolveFeatureFlags } from '@nfx/paths';
import { useCmsConfig } from './cms-config';
import { selectFeatureFlags } from './selectors';

/**
 * The CMS feature flags (spec §3); undefined only while the configuration loads, the defaults
 * (every feature on) when it failed. A page or section of a feature waits for them, so it never
 * shows and then vanishes; the site server answers a switched-off page 404 in any case.
 */
export function useFeatureFlags(): FeatureFlags | undefined {
  const query = useCmsConfig(selectFeatureFlags);
  return query.isError ? DEFAULT_FLAGS : query.data;
}

/** One object for the defaults, so what reads the flags sees the same value on every render. */
const DEFAULT_FLAGS = resolveFeatureFlags(undefined);

/** One feature's flag: true or false once known, undefined while the configuration loads. */
export function useFeatureFlag(flag: FeatureFlag): boolean | undefined {
  return useFeatureFlags()?.[flag];
}
