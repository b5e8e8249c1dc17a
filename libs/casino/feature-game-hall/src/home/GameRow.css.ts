import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(140px, 180px)',
  gap: vars.space[3],
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  paddingBlockEnd: vars.space[2],
});

globalStyle(`${row} > *`, { scrollSnapAlign: 'start' });

export const header = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space[3] });

export const block = style({ marginBlock: vars.space[6] });
