import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@nfx/design-tokens';
import { ROW_TILE_MIN_WIDTH_PX } from './row-layout';

export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: `minmax(${ROW_TILE_MIN_WIDTH_PX}px, 180px)`,
  gap: vars.space[3],
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  paddingBlockEnd: vars.space[2],
});

globalStyle(`${row} > *`, { scrollSnapAlign: 'start' });

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginBlockEnd: vars.space[2],
});

// Tight headings on a phone: under the shell's banner the first row's tiles must reach the first screen.
export const title = style({
  margin: `0 0 ${vars.space[2]}`,
  fontSize: vars.font.size.xl,
  '@media': { [media.mobile]: { fontSize: vars.font.size.lg } },
});

export const block = style({
  marginBlock: vars.space[6],
  '@media': { [media.mobile]: { marginBlock: `${vars.space[2]} ${vars.space[4]}` } },
});
