import { style } from '@vanilla-extract/css';

export const viewport = style({
  position: 'relative',
  width: '100%',
});

export const row = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: 0,
  width: '100%',
  display: 'grid',
});

export const skeletonTile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
});
