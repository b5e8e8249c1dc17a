import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 'min(32rem, calc(100vw - 48px))' });

export const form = style({ display: 'flex', gap: vars.space[2], alignItems: 'flex-end' });

export const field = style({ flex: 1 });

export const listbox = style({ listStyle: 'none', margin: 0, padding: 0, maxHeight: '60vh', overflowY: 'auto' });

export const groupLabel = style({
  margin: `${vars.space[3]} 0 ${vars.space[1]}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const group = style({ listStyle: 'none', margin: 0, padding: 0 });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.surfaceRaised, outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    '&:hover': { background: vars.color.surfaceRaised },
  },
});

export const thumb = style({ width: 72, height: 48, objectFit: 'cover', borderRadius: vars.radius.sm, flex: '0 0 auto' });

export const optionText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const optionName = style({
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const optionMeta = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const message = style({ margin: 0, color: vars.color.textMuted });
