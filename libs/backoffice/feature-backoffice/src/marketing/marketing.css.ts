import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

/**
 * A form of many short fields: as many columns as fit at 14rem each, one on a phone. The shared
 * `filters` grid has a fixed three plus a button column, which a dozen fields would leave ragged.
 */
export const formGrid = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'start',
  marginBottom: vars.space[3],
});

/** A state a list row is in, in words; the word is what counts, the weight only helps the eye. */
export const state = style({ fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' });
