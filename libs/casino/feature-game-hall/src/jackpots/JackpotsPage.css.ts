import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

// Pools first: name, value and last win lead the card; the artwork is a thumbnail beside them,
// so a phone's first screen shows the pools' values rather than one large picture.
export const poolCard = style({ flexDirection: 'row', alignItems: 'center', gap: vars.space[3] });

export const poolText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], flex: '1 1 auto', minWidth: 0 });

export const thumbnail = style({
  flex: '0 0 auto',
  width: 96,
  height: 64,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  order: 1,
});

export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[4] });
