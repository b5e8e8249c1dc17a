import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';
import { focusRing } from '../focus-ring';

export const controlWrap = style({ position: 'relative', display: 'flex' });

/** Leaves room for the reveal button so typed text never runs under it. */
export const withToggle = style({ paddingRight: 48 });

export const toggle = style({
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&:focus-visible': { ...focusRing, outlineOffset: -2 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
