import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

/** Bottom corner, above the page, below dialogs; clear of the home indicator on phones. */
export const button = style({
  position: 'fixed',
  right: `max(${vars.space[3]}, env(safe-area-inset-right))`,
  bottom: `max(${vars.space[3]}, env(safe-area-inset-bottom))`,
  zIndex: vars.zIndex.header,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 52,
  height: 52,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.accentHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const badge = style({
  position: 'absolute',
  top: -4,
  right: -4,
  minWidth: 22,
  height: 22,
  padding: `0 ${vars.space[1]}`,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.textInverse,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: '22px',
  textAlign: 'center',
});
