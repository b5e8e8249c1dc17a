import type { ReactNode } from 'react';
import type { PagedFeature } from '@nfx/paths';
import { SectionNotFound } from '@nfx/app-runtime';
import { useFeatureFlag } from '@nfx/cms-config';

/**
 * A page that exists only while its CMS feature flag is on (spec §3): switched off, the address
 * is not found (the site server already answers it 404). Nothing shows until the flags are known,
 * so a switched-off page never flashes.
 */
export function FeatureGate({ feature, children }: { feature: PagedFeature; children: ReactNode }) {
  const on = useFeatureFlag(feature);
  if (on === undefined) return null;
  return on ? <>{children}</> : <SectionNotFound />;
}
