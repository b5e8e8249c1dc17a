import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  maxWidth: '48rem',
});

export const bet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const row = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space[2],
  fontVariantNumeric: 'tabular-nums',
});

export const legs = style({ margin: 0, paddingInlineStart: vars.space[4], fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const status = style({
  fontWeight: vars.font.weight.semibold,
  selectors: {
    '&[data-status="won"]': { color: vars.color.success },
    '&[data-status="lost"]': { color: vars.color.danger },
  },
});
