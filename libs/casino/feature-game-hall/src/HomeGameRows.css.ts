import { style } from '@vanilla-extract/css';
import { media, vars } from '@nfx/design-tokens';

export const grid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }, [media.laptop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});

export const tile = style({
  display: 'flex',
  alignItems: 'flex-end',
  minHeight: '6rem',
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.semibold,
  selectors: { '&:hover': { borderColor: vars.color.accent } },
});
