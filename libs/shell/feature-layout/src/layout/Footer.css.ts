import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: `${vars.space[6]} ${vars.space[4]}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const adults = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.danger}`,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], flexWrap: 'wrap' });

export const menus = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space[6],
  paddingBottom: vars.space[4],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});
