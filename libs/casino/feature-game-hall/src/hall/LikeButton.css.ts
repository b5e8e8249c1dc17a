import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'rgba(0, 0, 0, 0.55)',
  color: '#fff',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': { color: vars.color.danger },
  },
});
