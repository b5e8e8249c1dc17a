import type { FeatureFlags } from '@nfx/cms-config';
import { featureOfPath, paths } from '@nfx/paths';

/** One link of the account menu: its label key in the shell's `layout` namespace and its locale-free path. */
export interface AccountMenuEntry {
  id: string;
  labelKey: string;
  to: string;
}

/** Spec §2 / issue 17: what a signed-in player reaches from the header, in this order. */
const ENTRIES: readonly AccountMenuEntry[] = [
  { id: 'deposit', labelKey: 'layout.account.deposit', to: paths.cashier.deposit() },
  { id: 'profile', labelKey: 'layout.account.profile', to: paths.profile.settings() },
  { id: 'wallet', labelKey: 'layout.account.wallet', to: paths.cashier.wallet() },
  { id: 'history', labelKey: 'layout.account.history', to: paths.cashier.history() },
  { id: 'bonuses', labelKey: 'layout.account.bonuses', to: paths.profile.bonuses() },
  { id: 'verification', labelKey: 'layout.account.verification', to: paths.profile.verification() },
  { id: 'responsibleGame', labelKey: 'layout.account.responsibleGame', to: paths.profile.responsibleGame() },
];

const firstSegment = (path: string) => path.split(/[/?#]/).find(Boolean) ?? '';

/**
 * The entries whose section some remote renders today (the registry the page started with):
 * a site deployed without the cashier shows no cashier links instead of links to "not found";
 * nor are there links to the pages of a feature the CMS switched off (§3; on while loading).
 */
export function accountMenuEntries(sections: readonly string[], flags?: FeatureFlags): AccountMenuEntry[] {
  return ENTRIES.filter((entry) => {
    const feature = featureOfPath(entry.to);
    return sections.includes(firstSegment(entry.to)) && (!feature || (flags?.[feature] ?? true));
  });
}
