import { vars } from './theme-contract.css';

describe('theme contract', () => {
  it('uses fixed, readable names that every independently built app agrees on', () => {
    expect(vars.color.surface).toBe('var(--nfx-color-surface)');
    expect(vars.color.focusRing).toBe('var(--nfx-color-focus-ring)');
    expect(vars.font.lineHeight.normal).toBe('var(--nfx-font-line-height-normal)');
    expect(vars.space[4]).toBe('var(--nfx-space-4)');
    expect(vars.zIndex.toast).toBe('var(--nfx-z-index-toast)');
  });
});
