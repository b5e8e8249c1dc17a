import { style } from '@vanilla-extract/css';
import { HEADER_HEIGHT_PROPERTY, media, vars } from '@nfx/design-tokens';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: `var(${HEADER_HEIGHT_PROPERTY})`,
  padding: `0 ${vars.space[3]}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  flexWrap: 'wrap',
});

export const logo = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const nav = style({
  display: 'none',
  gap: vars.space[4],
  '@media': { [media.laptop]: { display: 'flex' } },
});

export const navLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover, &[aria-current="page"]': { color: vars.color.text } },
});

export const tools = style({ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: vars.space[2], flexWrap: 'wrap' });

export const balance = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' });

export const localeSelect = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[1],
  minHeight: '36px',
});
