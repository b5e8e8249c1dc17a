import { style } from '@vanilla-extract/css';
import { media, vars } from '@nfx/design-tokens';

export const carousel = style({ position: 'relative', marginBottom: vars.space[6] });

export const viewport = style({ overflow: 'hidden', borderRadius: vars.radius.lg, background: vars.color.surfaceRaised });

export const slide = style({ position: 'relative', display: 'block' });

// The same box before and after the banners arrive, so nothing below the slider moves (CLS).
// On a phone the 360×520 artwork is cropped to 360:300, so the first row of games is on the
// first screen (at 360:520 the banner took 485 px of a 740 px screen and no game showed).
const bannerBox = {
  display: 'block',
  width: '100%',
  aspectRatio: '360 / 300',
  '@media': { [media.tabletUp]: { aspectRatio: '735 / 240' } },
} as const;

export const image = style({ ...bannerBox, height: 'auto', objectFit: 'cover' });

export const placeholder = style({ ...bannerBox, marginBottom: vars.space[6] });

export const caption = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[4],
  background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.75))',
  color: '#fff',
});

export const label = style({ margin: 0, fontSize: vars.font.size.sm, textTransform: 'uppercase', letterSpacing: '0.05em' });
export const value = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], marginTop: vars.space[2], flexWrap: 'wrap' });

export const dots = style({ display: 'flex', gap: vars.space[1], listStyle: 'none', margin: 0, padding: 0 });

export const dot = style({
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[aria-current="true"]': { background: vars.color.accent, color: vars.color.accentText } },
});
