/** The CMS switches that turn a whole feature off (spec §3): its menus, routes, dialogs and calls. */
export const FEATURE_FLAGS = [
  'isTwoFAEnable',
  'isSumsubEnable',
  'isResponsibleGamingEnable',
  'isBetHistoryEnable',
  'isTitleClickable',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

/**
 * A feature is on unless the CMS says `false`: a missing or mistyped value never switches a
 * feature off, and the server and the browser resolve a document the same way.
 */
export function resolveFeatureFlags(settings: Partial<Record<string, unknown>> | undefined): FeatureFlags {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, settings?.[flag] !== false])) as FeatureFlags;
}
