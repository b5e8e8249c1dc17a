import type { CmsConfig } from '@nfx/cms-config';
import { paths } from '@nfx/paths';

/** Whether the loyalty programme is on (§3 `isEnableLoyalty`; on unless the CMS says otherwise). */
export const selectLoyaltyEnabled = (config: CmsConfig): boolean => config.loyalty?.isEnableLoyalty ?? true;

/** Menu entries minus those of a switched-off feature: no link to a page that is not there. */
export function visibleMenuItems<T extends { url: string }>(items: T[], loyaltyEnabled: boolean): T[] {
  if (loyaltyEnabled) return items;
  const loyalty = paths.loyalty();
  return items.filter((item) => item.url !== loyalty && !item.url.startsWith(`${loyalty}/`) && !item.url.startsWith(`${loyalty}?`));
}
