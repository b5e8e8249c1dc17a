import { palette } from '../primitives';

export type ThemeColors = {
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  overlay: string;
  text: string;
  textMuted: string;
  textInverse: string;
  border: string;
  accent: string;
  accentHover: string;
  accentText: string;
  /**
   * Accent-coloured text on any surface (links, amounts, prices, the current tab): the accent
   * itself is too dark for text on the dark surfaces (3.5:1).
   */
  link: string;
  danger: string;
  success: string;
  warning: string;
  focusRing: string;
};

/**
 * The colour half of each theme, kept as plain data so contrast can be checked in tests: each
 * role's dark and light value side by side, so a role is never added to one theme alone.
 */
const roles: Record<keyof ThemeColors, { dark: string; light: string }> = {
  surface: { dark: palette.neutral[900], light: palette.neutral[0] },
  surfaceRaised: { dark: palette.neutral[850], light: palette.neutral[0] },
  surfaceSunken: { dark: palette.neutral[950], light: palette.neutral[100] },
  overlay: { dark: palette.scrim.dark, light: palette.scrim.light },
  text: { dark: palette.neutral[50], light: palette.neutral[950] },
  textMuted: { dark: palette.neutral[300], light: palette.neutral[600] },
  textInverse: { dark: palette.neutral[950], light: palette.neutral[0] },
  border: { dark: palette.neutral[600], light: palette.neutral[400] },
  accent: { dark: palette.brand[500], light: palette.brand[600] },
  accentHover: { dark: palette.brand[600], light: palette.brand[700] },
  accentText: { dark: palette.neutral[0], light: palette.neutral[0] },
  link: { dark: palette.brand[300], light: palette.brand[700] },
  danger: { dark: palette.danger[300], light: palette.danger[600] },
  success: { dark: palette.success[300], light: palette.success[600] },
  warning: { dark: palette.warning[300], light: palette.warning[700] },
  focusRing: { dark: palette.brand[300], light: palette.brand[600] },
};

const themeColors = (theme: 'dark' | 'light') =>
  Object.fromEntries(Object.entries(roles).map(([role, values]) => [role, values[theme]])) as ThemeColors;

export const darkColors: ThemeColors = themeColors('dark');
export const lightColors: ThemeColors = themeColors('light');
