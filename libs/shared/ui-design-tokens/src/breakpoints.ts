/** Device ranges of §9: mobile up to 767 px, tablet 768–991, laptop 992 and up. */
export const breakpoints = {
  tabletMin: 768,
  laptopMin: 992,
} as const;

/** Wider layout steps of §9 inside the laptop range. */
export const breakpointSteps = [1280, 1366, 1440, 1696, 1920] as const;

/** Named screen widths of §9 (container sizes and the like). */
export const screens = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
} as const;

export type ScreenName = keyof typeof screens;

/** Media query for widths of at least `px`. */
export function mediaUp(px: number): string {
  return `screen and (min-width: ${px}px)`;
}

/** Media query for widths of at most `px`. */
export function mediaDown(px: number): string {
  return `screen and (max-width: ${px}px)`;
}

/** Media query for widths from `min` to `max` inclusive. */
export function mediaBetween(min: number, max: number): string {
  return `screen and (min-width: ${min}px) and (max-width: ${max}px)`;
}

/** Media query per named screen width: `screenUp.xl` applies from 1280 px up. */
export const screenUp = Object.fromEntries(Object.entries(screens).map(([name, px]) => [name, mediaUp(px)])) as Record<ScreenName, string>;

/** Ready-made queries for the three device ranges, usable as vanilla-extract `@media` keys or in `matchMedia`. */
export const media = {
  mobile: mediaDown(breakpoints.tabletMin - 1),
  tablet: mediaBetween(breakpoints.tabletMin, breakpoints.laptopMin - 1),
  tabletUp: mediaUp(breakpoints.tabletMin),
  laptop: mediaUp(breakpoints.laptopMin),
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
