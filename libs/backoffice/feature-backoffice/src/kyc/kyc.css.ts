import { style } from '@vanilla-extract/css';
import { screenUp, vars } from '@nfx/design-tokens';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } as const;

/** The verifications waiting: one card under another, each wide enough for its photos side by side. */
export const cards = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], margin: 0, padding: 0, listStyle: 'none' });

export const cardTitle = style({ fontSize: vars.font.size.md, margin: 0, overflowWrap: 'anywhere' });

/** Photos one per row on a phone, up to three side by side on a wide screen. */
export const photos = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: '1fr',
  width: '100%',
  margin: 0,
  '@media': {
    [screenUp.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [screenUp.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

/** An enlarged photo takes the card's whole width, so the document's small print can be read. */
export const figureEnlarged = style({ gridColumn: '1 / -1' });

/** The photo is its own button: it enlarges and shrinks back. */
export const photoButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  cursor: 'zoom-in',
  overflow: 'hidden',
  selectors: { '&:focus-visible': focusRing, '&[aria-expanded="true"]': { cursor: 'zoom-out' } },
});

export const thumbnail = style({ display: 'block', width: '100%', height: 240, objectFit: 'contain' });

/** Enlarged: as wide as the card allows, never wider than the photo itself. */
export const enlarged = style({ display: 'block', maxWidth: '100%', height: 'auto', margin: '0 auto' });

export const photoPlaceholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minHeight: 240,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  textAlign: 'center',
});

export const caption = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
