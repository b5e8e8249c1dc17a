import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const cardGrid = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const smallCardGrid = style([cardGrid, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))' }]);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  height: '100%',
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  boxSizing: 'border-box',
});

export const cardLink = style([
  card,
  {
    selectors: {
      '&:hover': { borderColor: vars.color.accent },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    },
  },
]);

export const cardImage = style({ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: vars.radius.md });

export const logoImage = style({ width: '100%', height: 'auto', aspectRatio: '2 / 1', objectFit: 'contain', borderRadius: vars.radius.md });

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const value = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, color: vars.color.link });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const cell = style({
  padding: `${vars.space[2]} ${vars.space[2]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

export const mine = style({ background: vars.color.surfaceRaised, fontWeight: vars.font.weight.semibold });

export const tableWrap = style({ overflowX: 'auto' });

export const sectionBlock = style({ marginBlock: vars.space[6] });

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginBlock: vars.space[4],
  padding: 0,
  listStyle: 'none',
});
