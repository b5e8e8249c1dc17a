import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, media, mediaDown, vars } from '@nfx/design-tokens';

const desktop = media.laptop;
const sheetScreens = mediaDown(breakpoints.laptopMin - 1);

/** The folded sheet's handle, at least this tall: the room the page keeps free below what it scrolls to. */
const HANDLE_HEIGHT = '3.5rem';

/** Below 992 px a bottom sheet: folded to its handle, opened over the page; beside the board above. */
export const sheet = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: 20,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: '75vh',
  borderStartStartRadius: vars.radius.lg,
  borderStartEndRadius: vars.radius.lg,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: '0 -8px 24px rgba(0, 0, 0, 0.35)',
  '@media': {
    [desktop]: {
      position: 'sticky',
      insetBlockStart: vars.space[4],
      maxHeight: 'none',
      borderRadius: vars.radius.lg,
      border: `1px solid ${vars.color.border}`,
      boxShadow: 'none',
    },
  },
});

/**
 * While the page shows the sheet, scrolling to an element (focus by Tab, a link to an anchor)
 * stops above the folded handle, so a focused control is never left under it (WCAG 2.4.11).
 */
globalStyle(`html:has(${sheet})`, {
  '@media': { [sheetScreens]: { scrollPaddingBlockEnd: `calc(${HANDLE_HEIGHT} + ${vars.space[2]})` } },
});

export const handle = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  boxSizing: 'border-box',
  minBlockSize: HANDLE_HEIGHT,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: -2 } },
  '@media': { [desktop]: { display: 'none' } },
});

export const title = style({
  margin: 0,
  padding: `${vars.space[4]} ${vars.space[4]} 0`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  display: 'none',
  '@media': { [desktop]: { display: 'block' } },
});

export const body = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  overflowY: 'auto',
  selectors: { '[data-open="true"] > &': { display: 'flex' } },
  '@media': { [desktop]: { display: 'flex' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const itemName = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const priceValue = style({ fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums', textAlign: 'end' });

export const changed = style({ gridColumn: '1 / -1', margin: 0, color: vars.color.warning, fontSize: vars.font.size.sm });

/**
 * A selection's price-change note: its line is there, empty, while the price stands, so a change
 * coming in fills it and moves nothing below (the stake, the accept box) from under the player's
 * pointer: a line inserted between a press and its release made the click miss.
 */
export const changeNote = style([changed, { minBlockSize: '1lh' }]);

export const summary = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[2], fontVariantNumeric: 'tabular-nums' });

export const remove = style({
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  padding: 0,
  justifySelf: 'start',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: 2 } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const kind = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], border: 0, padding: 0, margin: 0 });

export const freeBets = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], border: 0, padding: 0, margin: 0 });

export const freeBetsLegend = style({ padding: 0, marginBlockEnd: vars.space[2], fontWeight: vars.font.weight.semibold });

export const freeBetOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minBlockSize: 24,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
});
