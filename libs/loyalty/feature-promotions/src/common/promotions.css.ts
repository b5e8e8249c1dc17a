import { globalStyle, style } from '@vanilla-extract/css';
import { media, screenUp, vars } from '@nfx/design-tokens';

/** One column at 320 px, two from tablets, three on wide screens (up to 1920 px). */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  marginBlockStart: vars.space[4],
  '@media': {
    [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [screenUp.xl]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], height: '100%' });

/** The box is the CSS's (full width, 16:9): the element's width and height attributes only give the ratio. */
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], alignItems: 'center', marginBlockStart: 'auto' });

export const terms = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });

/** A label and its value side by side, the value wrapping under the label when a long label leaves no room (320 px, ru). */
export const term = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space[3],
});

globalStyle(`${term} > dd`, { margin: 0, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], maxWidth: '60rem' });

/** The operator's HTML (body and terms): only the allow-listed tags of the API's sanitiser reach it. */
export const richText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], overflowWrap: 'anywhere' });

globalStyle(`${richText} :where(h2, h3, h4, p, ul, ol)`, { margin: 0 });
globalStyle(`${richText} :where(h2)`, { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
globalStyle(`${richText} :where(h3, h4)`, { fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
globalStyle(`${richText} :where(ul, ol)`, {
  paddingInlineStart: vars.space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});
// Underlined as well as coloured: a link inside running text must not rely on colour alone (WCAG 1.4.1).
globalStyle(`${richText} a`, { color: vars.color.link, textDecoration: 'underline' });

export const termsSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], fontSize: vars.font.size.sm });
