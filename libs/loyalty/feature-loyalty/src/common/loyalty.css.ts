import { style } from '@vanilla-extract/css';
import { media, screenUp, vars } from '@nfx/design-tokens';

/** Blocks of the loyalty pages (panels are the shared `panel` recipe); every page fits 320 px and widens to 1920. */
export const grid = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  marginBlockStart: vars.space[4],
  '@media': {
    [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [screenUp.xl]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const points = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.xl,
  color: vars.color.link,
});

export const coin = style({ width: '1.5em', height: '1.5em', flex: 'none' });

export const portrait = style({ width: '6rem', height: '6rem', borderRadius: vars.radius.full, flex: 'none' });

export const smallPortrait = style({ width: '4rem', height: '4rem', borderRadius: vars.radius.full });

export const progressTrack = style({
  // Full width in any parent: the shared panel lines its children up at the start, where an
  // empty block would shrink to nothing and the bar vanish.
  width: '100%',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const progressBar = style({ height: '100%', background: vars.color.accent });

export const current = style({ outline: `2px solid ${vars.color.accent}`, outlineOffset: '-2px' });

export const done = style({ color: vars.color.success, fontWeight: vars.font.weight.semibold });

export const characterChoice = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
  border: 0,
  padding: 0,
  margin: 0,
});

export const characterOption = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  textAlign: 'center',
  ':focus-within': { outline: `2px solid ${vars.color.focusRing}` },
});
