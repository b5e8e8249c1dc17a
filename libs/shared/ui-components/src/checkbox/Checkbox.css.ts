import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';
import { focusRing } from '../focus-ring';

export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  minHeight: 24,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
});

/** Native box tinted with accent-color: keeps the platform's own checked/indeterminate drawing and a11y. */
export const box = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  margin: '1px 0 0',
  accentColor: vars.color.accent,
  cursor: 'inherit',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: 1 },
    '&[aria-invalid="true"]:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const disabledRow = style({ cursor: 'not-allowed', opacity: 0.6 });
