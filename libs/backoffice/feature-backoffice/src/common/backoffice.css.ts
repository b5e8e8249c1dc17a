import { globalStyle, style } from '@vanilla-extract/css';
import { media, screenUp, vars } from '@nfx/design-tokens';
import { alert as sharedAlert, muted as sharedMuted } from '@nfx/ui';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } as const;

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space[2],
  top: -100,
  padding: vars.space[2],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  zIndex: vars.zIndex.toast,
  selectors: { '&:focus': { top: vars.space[2], ...focusRing } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const brand = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg, marginRight: 'auto' });

export const nav = style({ width: '100%', '@media': { [media.tabletUp]: { width: 'auto', order: 0 } } });

export const navList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1], listStyle: 'none', margin: 0, padding: 0 });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.accentText },
  },
});

export const who = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1440,
  margin: '0 auto',
  padding: vars.space[4],
  boxSizing: 'border-box',
  minWidth: 0,
  '@media': { [media.tabletUp]: { padding: vars.space[6] } },
});

export const narrow = style({ maxWidth: 480, margin: '0 auto', width: '100%' });

export const title = style({ fontSize: vars.font.size.xl, margin: `0 0 ${vars.space[4]}` });

export const subtitle = style({ fontSize: vars.font.size.lg, margin: `${vars.space[4]} 0 ${vars.space[2]}` });

/**
 * Muted text and the error and success boxes are @nfx/ui's `muted` and `alert` recipes. The back office
 * puts them on spans, captions and paragraphs alike, so they keep the element's own size and margins
 * (`inherit`, no trim).
 */
export const muted = sharedMuted({ size: 'inherit', trim: false });

export const alert = sharedAlert({ look: 'boxed', tone: 'danger', trim: false });

export const notice = sharedAlert({ look: 'boxed', tone: 'success', trim: false });

/** Long tokens (a TOTP secret, an otpauth URI, an enrolment link) wrap instead of widening the page. */
export const code = style({
  fontFamily: vars.font.family.mono,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
  padding: vars.space[2],
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  display: 'block',
});

export const link = style({ color: vars.color.link, selectors: { '&:focus-visible': focusRing } });

/** A table scrolls inside its own box on a narrow screen; the page never scrolls sideways. */
export const tableWrap = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' });

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  margin: `0 0 ${vars.space[4]}`,
  padding: 0,
  listStyle: 'none',
});

export const filters = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  marginBottom: vars.space[4],
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto' } },
});

export const details = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0, padding: vars.space[6] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], justifyContent: 'flex-end' });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

/** A one-field search form: the field grows, the button keeps its width. */
export const search = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  marginBottom: vars.space[4],
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

/** Term and value pairs of a card (profile, balances): two columns when there is room. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  overflowWrap: 'anywhere',
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });

/** The card's blocks side by side on a wide screen, one under another on a phone. */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: '1fr',
  '@media': { [screenUp.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A note keeps the lines its author typed. */
export const noteText = style({ margin: `${vars.space[1]} 0 ${vars.space[3]}`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const noteForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], marginBottom: vars.space[4] });
