/** Motion durations in milliseconds, for timers in code; the contract carries them as CSS times. */
export const durationMs = {
  fast: 120,
  normal: 200,
  slow: 320,
} as const;
