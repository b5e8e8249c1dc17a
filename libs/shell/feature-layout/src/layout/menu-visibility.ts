import type { CmsConfig, FeatureFlags } from '@nfx/cms-config';
import { featureOfPath, paths } from '@nfx/paths';

/** Whether the loyalty programme is on (§3 `isEnableLoyalty`; on unless the CMS says otherwise). */
export const selectLoyaltyEnabled = (config: CmsConfig): boolean => config.loyalty?.isEnableLoyalty ?? true;

/** What is switched off in the CMS (§3); a flag still loading counts as on. */
export interface SwitchedFeatures {
  loyaltyEnabled: boolean;
  flags: FeatureFlags | undefined;
}

const isLoyaltyPath = (url: string) => {
  const loyalty = paths.loyalty();
  return url === loyalty || url.startsWith(`${loyalty}/`) || url.startsWith(`${loyalty}?`);
};

/** Whether a link leads to a page that is there: not one of a switched-off feature (loyalty, §3 feature flags). */
export function isMenuUrlVisible(url: string, { loyaltyEnabled, flags }: SwitchedFeatures): boolean {
  if (!loyaltyEnabled && isLoyaltyPath(url)) return false;
  const feature = featureOfPath(url);
  return !feature || (flags?.[feature] ?? true);
}

/** Menu entries minus those of a switched-off feature: no link to a page that is not there. */
export function visibleMenuItems<T extends { url: string }>(items: T[], switched: SwitchedFeatures): T[] {
  return items.filter((item) => isMenuUrlVisible(item.url, switched));
}
