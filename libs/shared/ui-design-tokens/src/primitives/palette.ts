/**
 * Raw colours. Components never use these directly: they go through the
 * semantic contract (`vars.color.*`) so a theme can remap them.
 */
export const palette = {
  brand: {
    50: '#f3f0ff',
    100: '#e5dcff',
    200: '#cbbaff',
    300: '#ad92ff',
    400: '#9270ff',
    500: '#7a55f5',
    600: '#6440dc',
    700: '#5030b8',
    800: '#3d2590',
    900: '#2b1a66',
  },
  neutral: {
    0: '#ffffff',
    50: '#f6f7f9',
    100: '#eceef2',
    200: '#d9dde4',
    300: '#bcc2cd',
    400: '#959dac',
    500: '#6e7787',
    600: '#525a69',
    700: '#3a404c',
    800: '#262a33',
    850: '#1c1f26',
    900: '#14161b',
    950: '#0c0d11',
  },
  success: { 300: '#5fd68a', 600: '#1d7f43' },
  warning: { 300: '#ffc44d', 700: '#8a5a00' },
  danger: { 300: '#ff7a7a', 600: '#c62828' },
  /** Translucent scrims; alpha is part of the primitive because overlays need it. */
  scrim: { dark: 'rgba(5, 6, 8, 0.72)', light: 'rgba(20, 22, 27, 0.48)' },
} as const;
