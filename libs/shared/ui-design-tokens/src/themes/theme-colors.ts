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

/** The colour half of each theme, kept as plain data so contrast can be checked in tests. */
export const darkColors: ThemeColors = {
  surface: palette.neutral[900],
  surfaceRaised: palette.neutral[850],
  surfaceSunken: palette.neutral[950],
  overlay: palette.scrim.dark,
  text: palette.neutral[50],
  textMuted: palette.neutral[300],
  textInverse: palette.neutral[950],
  border: palette.neutral[600],
  accent: palette.brand[500],
  accentHover: palette.brand[600],
  accentText: palette.neutral[0],
  link: palette.brand[300],
  danger: palette.danger[300],
  success: palette.success[300],
  warning: palette.warning[300],
  focusRing: palette.brand[300],
};

export const lightColors: ThemeColors = {
  surface: palette.neutral[0],
  surfaceRaised: palette.neutral[0],
  surfaceSunken: palette.neutral[100],
  overlay: palette.scrim.light,
  text: palette.neutral[950],
  textMuted: palette.neutral[600],
  textInverse: palette.neutral[0],
  border: palette.neutral[400],
  accent: palette.brand[600],
  accentHover: palette.brand[700],
  accentText: palette.neutral[0],
  link: palette.brand[700],
  danger: palette.danger[600],
  success: palette.success[600],
  warning: palette.warning[700],
  focusRing: palette.brand[600],
};
