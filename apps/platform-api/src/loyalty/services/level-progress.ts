export interface LevelRange {
  min_value: number;
  max_value: number | null;
}

/**
 * Progress through a level in percent, exactly as §9 defines it: (expCount − minValue) /
 * (maxValue − minValue) × 100, or 100 when the level has no maximum. Kept within 0–100 so a
 * level below or above the player's reads as not started or done.
 */
export function levelProgress(expCount: number, level: LevelRange): number {
  if (level.max_value === null) return 100;
  const percent = ((expCount - level.min_value) / (level.max_value - level.min_value)) * 100;
  return Math.min(100, Math.max(0, percent));
}

/** The level whose range holds the points earned: min ≤ earned < max (the top level has no max). */
export function currentLevel<T extends LevelRange>(levels: readonly T[], earned: number): T | undefined {
  return levels.find((level) => earned >= level.min_value && (level.max_value === null || earned < level.max_value));
}
