/** Theme names in the order a picker shows them; the first is the default (§9: default theme dark). */
export const THEMES = ['dark', 'light'] as const;

export type ThemeName = (typeof THEMES)[number];

export const DEFAULT_THEME: ThemeName = 'dark';

/** Attribute on <html> the server sets from the theme cookie, so the first paint already has the right theme. */
export const THEME_ATTRIBUTE = 'data-theme';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}
