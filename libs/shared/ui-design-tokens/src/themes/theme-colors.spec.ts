import { darkColors, lightColors, type ThemeColors } from './theme-colors';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

type ColorName = keyof ThemeColors;

/** Foreground/background pairs that carry normal-size text somewhere in @nfx/ui. */
const textPairs: [ColorName, ColorName][] = [
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['text', 'surfaceSunken'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['textMuted', 'surfaceSunken'],
  ['accentText', 'accent'],
  ['accentText', 'accentHover'],
  ['link', 'surface'],
  ['link', 'surfaceRaised'],
  ['link', 'surfaceSunken'],
  ['danger', 'surface'],
  ['danger', 'surfaceRaised'],
  ['textInverse', 'danger'],
  ['success', 'surfaceRaised'],
  ['warning', 'surfaceRaised'],
];

describe.each([
  ['dark', darkColors],
  ['light', lightColors],
])('%s theme', (_name, colors) => {
  it.each(textPairs)('%s on %s meets WCAG AA (4.5:1)', (foreground, background) => {
    expect(contrast(colors[foreground], colors[background])).toBeGreaterThanOrEqual(4.5);
  });

  it('focus ring stands out from the page (3:1 for non-text UI)', () => {
    expect(contrast(colors.focusRing, colors.surface)).toBeGreaterThanOrEqual(3);
  });
});
