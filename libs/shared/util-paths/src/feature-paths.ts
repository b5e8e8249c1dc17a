import * as profile from './profile-paths';

/** The CMS feature flags (spec §3) that own pages of their own; the contract lists every flag. */
export type PagedFeature = 'isSumsubEnable' | 'isResponsibleGamingEnable' | 'isBetHistoryEnable';

/**
 * Each switchable feature's pages (locale-free) and their subpaths. `/responsible-game` is the
 * spec's entry without a page of its own (§2); `/profile/bets` only redirects to the history,
 * and its other child, the exports, belongs to the casino rounds, not to the bet history.
 */
const FEATURE_PAGES: ReadonlyArray<readonly [PagedFeature, string, { subpaths: boolean }]> = [
  ['isSumsubEnable', profile.verification(), { subpaths: true }],
  ['isResponsibleGamingEnable', profile.responsibleGame(), { subpaths: true }],
  ['isResponsibleGamingEnable', '/responsible-game', { subpaths: true }],
  ['isBetHistoryEnable', profile.betsHistory(), { subpaths: true }],
  ['isBetHistoryEnable', profile.bets(), { subpaths: false }],
];

/** The feature a site path or link (without its locale) belongs to, or null: while it is off the path is not found and nothing links to it. */
export function featureOfPath(path: string): PagedFeature | null {
  const bare = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  const entry = FEATURE_PAGES.find(([, page, { subpaths }]) => bare === page || (subpaths && bare.startsWith(`${page}/`)));
  return entry?.[0] ?? null;
}
