import { createGlobalThemeContract } from '@vanilla-extract/css';

/** `['font', 'lineHeight']` → `nfx-font-line-height`. */
function propertyName(_value: string | null, path: string[]): string {
  return ['nfx', ...path].map((part) => part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)).join('-');
}

/**
 * The semantic contract every theme fills. It emits no CSS, only variable names,
 * so every micro-frontend can import it without duplicating styles.
 *
 * The names are fixed (`--nfx-color-surface`) rather than hashed as
 * `createThemeContract` would: the webpack plugin hashes with the *building
 * app's* package name, so the shell (which ships the themes) and each remote
 * (whose components read the vars) would otherwise disagree on every name.
 */
const contractShape = {
  color: {
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    overlay: null,
    text: null,
    textMuted: null,
    textInverse: null,
    border: null,
    accent: null,
    accentHover: null,
    accentText: null,
    link: null,
    danger: null,
    success: null,
    warning: null,
    focusRing: null,
  },
  space: { 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 8: null, 10: null, 12: null, 16: null },
  radius: { none: null, sm: null, md: null, lg: null, xl: null, full: null },
  font: {
    family: { body: null, mono: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, semibold: null, bold: null },
    lineHeight: { tight: null, normal: null, relaxed: null },
  },
  shadow: { sm: null, md: null, lg: null },
  zIndex: { base: null, header: null, dialog: null, toast: null },
  duration: { fast: null, normal: null, slow: null },
};

export const vars = createGlobalThemeContract(contractShape, propertyName);

export type ThemeVars = typeof vars;
