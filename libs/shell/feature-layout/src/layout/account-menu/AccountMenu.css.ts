import { style } from '@vanilla-extract/css';
import { media, vars } from '@nfx/design-tokens';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 40,
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const balance = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.semibold });

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** Right-aligned under its button and never wider than the screen, so it fits a 320 px phone. */
export const popup = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: `calc(100% + ${vars.space[1]})`,
  zIndex: vars.zIndex.header,
  width: 'max-content',
  minWidth: '14rem',
  maxWidth: `calc(100vw - 2 * ${vars.space[3]})`,
  padding: vars.space[2],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space[2],
  overflowWrap: 'anywhere',
});

export const summaryLine = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[4] });

export const menu = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  minHeight: 40,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus': { background: vars.color.surface },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    '&[aria-current="page"]': { fontWeight: vars.font.weight.semibold },
  },
});

export const separator = style({ height: 1, margin: `${vars.space[2]} 0`, background: vars.color.border });
