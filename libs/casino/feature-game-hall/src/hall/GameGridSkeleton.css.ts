import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const grid = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(136px, 1fr))',
});

export const tile = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const art = style({ width: '100%', height: 'auto', aspectRatio: '3 / 2' });
