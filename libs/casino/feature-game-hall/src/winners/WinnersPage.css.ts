import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const thumb = style({ width: 72, height: 48, objectFit: 'cover', borderRadius: vars.radius.sm, flex: '0 0 auto' });

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, gap: 2 });

export const play = style({ flex: '0 0 auto', color: vars.color.link, fontWeight: vars.font.weight.semibold });
