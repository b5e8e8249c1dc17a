import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 };

/** A panel's lead figure (the loyalty points), large but not a heading. */
export const pointsLine = style({ margin: 0, fontSize: vars.font.size.lg });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], width: 'min(40rem, 100%)' });
/** Fields two abreast from tablets up, one per line on phones. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space[3],
});
export const row = style({ display: 'flex', gap: vars.space[2], alignItems: 'flex-end', flexWrap: 'wrap' });
export const grow = style({ flex: '1 1 12rem', minWidth: 0 });
/** A group of radio options with its question as the legend; no frame of its own inside a panel. */
export const choice = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});
export const choiceLegend = style({ padding: 0, marginBottom: vars.space[2], fontWeight: 600 });
/** Label and radio as one target, tall enough for a finger. */
export const choiceOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.75rem',
  paddingInlineEnd: vars.space[3],
  cursor: 'pointer',
});
export const hint = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  borderLeft: `4px solid ${vars.color.accent}`,
});
export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: `${vars.space[3]} 0`,
  padding: 0,
  listStyle: 'none',
});
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: 'none',
  background: vars.color.surfaceRaised,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.accentText },
    '&:focus-visible': focusRing,
  },
});
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  background: vars.color.surface,
});
/** Tables scroll sideways inside their panel on narrow screens instead of widening the page. */
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const cell = style({
  padding: vars.space[2],
  textAlign: 'left',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
/** A bet's selections, one per line, inside a table cell that may wrap them. */
export const legs = style({ margin: 0, padding: 0, listStyle: 'none', whiteSpace: 'normal', minWidth: '14rem' });
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
});
export const qr = style({
  width: 200,
  height: 200,
  maxWidth: '100%',
  background: '#fff',
  padding: vars.space[2],
  borderRadius: vars.radius.md,
});
export const code = style({ fontFamily: vars.font.family.mono, overflowWrap: 'anywhere' });
