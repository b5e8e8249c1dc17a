import { globalStyle, style } from '@vanilla-extract/css';
import { screenUp, vars } from '@nfx/design-tokens';

/** From, to and the button: stacked on a phone, one row from a tablet up. */
export const rangeForm = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  marginBottom: vars.space[4],
  '@media': { [screenUp.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 12rem)) auto' } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  marginBottom: vars.space[2],
});

/** Figures line up by their digits, right-aligned, and never break inside an amount. */
export const figure = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

globalStyle(`table th.${figure}, table td.${figure}`, { textAlign: 'right' });

export const totalsRow = style({ fontWeight: vars.font.weight.semibold, background: vars.color.surfaceSunken });
