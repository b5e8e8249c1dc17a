import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  marginBlock: vars.space[4],
  padding: 0,
  listStyle: 'none',
});

/** 44 px targets (WCAG 2.5.5) that still fit nine across a 320 px screen when wrapped. */
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  paddingInline: vars.space[3],
  boxSizing: 'border-box',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.accentText, borderColor: vars.color.accent },
    '&[aria-disabled="true"]': { opacity: 0.5 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const gap = style({ minWidth: 24, textAlign: 'center', color: vars.color.textMuted });
