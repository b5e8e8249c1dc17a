import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';
import { CAPTION_HEIGHT } from './grid-layout';

export const tile = style({
  position: 'relative',
  minWidth: 0,
  contain: 'layout paint',
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  selectors: { [`${link}:hover &`]: { filter: 'brightness(1.1)' } },
});

export const name = style({
  display: 'block',
  height: CAPTION_HEIGHT,
  lineHeight: `${CAPTION_HEIGHT}px`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const badge = style({
  position: 'absolute',
  insetInlineStart: vars.space[1],
  insetBlockStart: vars.space[1],
  padding: `2px ${vars.space[2]}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  pointerEvents: 'none',
});

export const like = style({
  position: 'absolute',
  insetInlineEnd: vars.space[1],
  insetBlockStart: vars.space[1],
});
