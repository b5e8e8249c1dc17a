import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const page = style({ padding: `${vars.space[6]} 0` });

export const title = style({ margin: 0, fontSize: vars.font.size.xxl });

export const description = style({ margin: 0, color: vars.color.textMuted, maxWidth: '40rem' });

/** As many 8rem cells as fit: two on a 320 px phone, a dozen at 1920 px. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space[4],
});

export const cell = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  minHeight: '8rem',
  boxSizing: 'border-box',
});

export const sample = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', flex: 1, color: vars.color.text });

export const name = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, overflowWrap: 'anywhere', textAlign: 'center' });
