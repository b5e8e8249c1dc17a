import { vars } from '../theme-contract.css';
import { darkColors, lightColors } from './theme-colors';
import './index';

/** The `--name` inside a contract value such as `var(--color-surface__1a2b)`. */
function propertyName(reference: string): string {
  return reference.replace(/^var\((--[^,)]+).*$/, '$1');
}

function surfaceFor(theme: string | null): string {
  if (theme === null) document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', theme);
  return getComputedStyle(document.documentElement).getPropertyValue(propertyName(vars.color.surface)).trim();
}

describe('themes entry', () => {
  it('uses dark without an attribute, and switches on data-theme', () => {
    expect(surfaceFor(null)).toBe(darkColors.surface);
    expect(surfaceFor('dark')).toBe(darkColors.surface);
    expect(surfaceFor('light')).toBe(lightColors.surface);
  });
});
