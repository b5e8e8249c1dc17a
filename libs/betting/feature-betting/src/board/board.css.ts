import { style } from '@vanilla-extract/css';
import { media, vars } from '@nfx/design-tokens';
import { choice } from '@nfx/ui';
import { PRICE_MIN_HEIGHT, SMALL_LINE, TWO_COLUMNS_MEDIA } from './sizes';

/** The board and the slip side by side from 992 px; one column below, the slip a bottom sheet. */
export const layout = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  paddingBlockEnd: vars.space[16],
  '@media': {
    [media.laptop]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', alignItems: 'start', paddingBlockEnd: 0 },
  },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

/** Kept as it was: the board's tabs ring in the accent, not in the focus-ring token the recipe uses. */
export const tab = style([
  choice({ surface: 'raised', size: 'compact' }),
  { selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.accent}` } } },
]);

/**
 * The sport filter: two cells a row on phones, four from tablets. A sport's counts line keeps two
 * lines' height from the first paint, empty until the counts arrive, so they cannot change the
 * filter's height and push the board down (layout shift); names are known at the first paint.
 */
export const sportTabs = style({
  display: 'grid',
  gap: vars.space[2],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const sportTab = style([
  tab,
  { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0, textAlign: 'start', overflowWrap: 'anywhere' },
]);

export const sportName = style({ maxWidth: '100%' });

export const sportCounts = style({ minHeight: `calc(2 * ${SMALL_LINE})`, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const events = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [TWO_COLUMNS_MEDIA]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** An event card (a long list of them is virtualized: see VirtualEventGrid). */
export const event = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

/** A virtualized list: as tall as all its rows, which are placed in it by their offsets. */
export const virtualEvents = style({ position: 'relative', width: '100%' });

/** One row of a virtualized list: one card, or two on wide screens; its bottom padding is the gap to the next row. */
export const virtualRow = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: 0,
  width: '100%',
  display: 'grid',
  gap: vars.space[4],
  paddingBlockEnd: vars.space[4],
  alignItems: 'start',
});

export const eventHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const eventTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const liveBadge = style({ color: vars.color.danger, fontWeight: vars.font.weight.semibold, textTransform: 'uppercase' });

export const score = style({ color: vars.color.text, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });

export const market = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const marketTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const prices = style({ display: 'grid', gap: vars.space[2], gridTemplateColumns: 'repeat(auto-fit, minmax(5.5rem, 1fr))' });

export const price = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: PRICE_MIN_HEIGHT,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.accent, background: vars.color.surface },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: 2 },
  },
});

export const priceName = style({ fontSize: vars.font.size.sm, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const priceValue = style({ fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums', color: vars.color.link });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

/** An event's title as a link: the title's colour, underlined only on hover so the card stays calm; a visible focus ring. */
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: 2, borderRadius: vars.radius.sm },
  },
});

/** A competition's name in a meta line: underlined, so it reads as a link without colour alone (WCAG 1.4.1). */
export const metaLink = style({
  color: 'inherit',
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: 2, borderRadius: vars.radius.sm } },
});

/** The way back from an event or competition page: the board, then the competition. */
export const breadcrumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const breadcrumb = style({
  selectors: { '&:not(:last-child)::after': { content: '"›"', marginInlineStart: vars.space[2], color: vars.color.textMuted } },
});
