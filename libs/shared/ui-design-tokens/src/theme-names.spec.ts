import { DEFAULT_THEME, THEMES, isThemeName } from './theme-names';

describe('theme names', () => {
  it('defaults to dark (§9)', () => {
    expect(DEFAULT_THEME).toBe('dark');
    expect(THEMES).toContain(DEFAULT_THEME);
  });

  it.each([
    ['dark', true],
    ['light', true],
    ['sepia', false],
    [undefined, false],
  ])('isThemeName(%p) is %p', (value, expected) => {
    expect(isThemeName(value)).toBe(expected);
  });
});
