import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@nfx/design-tokens';

const frame = style({ position: 'relative', overflow: 'hidden', borderRadius: vars.radius.lg, color: '#fff', marginBottom: vars.space[3] });

/** Normal: the wide image from tablet up, the tall one on phones, the texts over it. */
export const normal = style([frame, { width: '100%' }]);
export const normalImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '360 / 520',
  maxHeight: '16rem',
  objectFit: 'cover',
  '@media': { [media.tabletUp]: { aspectRatio: '735 / 240', maxHeight: 'none' } },
});

/** Compact: a slim strip on every screen. */
export const compact = style([frame, { display: 'flex', alignItems: 'center', minHeight: '4rem' }]);
export const compactImage = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

export const caption = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockEnd: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[3],
  maxWidth: '100%',
  background: 'linear-gradient(to top, rgb(0 0 0 / 0.6), transparent)',
  boxSizing: 'border-box',
  width: '100%',
});
export const compactCaption = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  background: 'rgb(0 0 0 / 0.35)',
  width: '100%',
  boxSizing: 'border-box',
});
export const label = style({ margin: 0, fontSize: vars.font.size.sm, textTransform: 'uppercase', letterSpacing: '0.04em' });
export const value = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const addition = style({ fontSize: vars.font.size.sm });
// The CMS HTML brings its own paragraphs; the strip has no room for their default margins.
globalStyle(`${addition} p`, { margin: 0 });
