import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@nfx/design-tokens';
import { choice } from '@nfx/ui';

/** Grids, cards and lists of the cashier's pages (stacks, headings, alerts and panels are the shared recipes of @nfx/ui); every page fits 320 px and widens to 1920. */
export const columns = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  marginBlockStart: vars.space[4],
  '@media': { [media.laptop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const narrow = style({ maxWidth: '40rem', width: '100%' });

export const amount = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.semibold });

export const bigAmount = style([amount, { fontSize: vars.font.size.xl, color: vars.color.link }]);

export const balances = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  margin: 0,
});

export const balanceCard = style({ gap: vars.space[1] });

globalStyle(`${balanceCard} dd`, { margin: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  alignItems: 'center',
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});

export const rowActions = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const methodGrid = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const methodCard = style([
  {
    color: vars.color.text,
    textDecoration: 'none',
    height: '100%',
    boxSizing: 'border-box',
    gap: vars.space[2],
    selectors: {
      '&:hover': { borderColor: vars.color.accent },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    },
  },
]);

export const link = style({
  color: vars.color.link,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.accentHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const secondaryLink = style([
  buttonLink,
  {
    background: 'transparent',
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    selectors: { '&:hover': { background: vars.color.surfaceSunken } },
  },
]);

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: 0, padding: 0, border: 0 });

export const presetButton = choice({ surface: 'sunken', size: 'touch' });

export const radioCard = style({
  display: 'flex',
  gap: vars.space[3],
  alignItems: 'flex-start',
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.accent } },
});

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
});

export const legend = style({ padding: 0, marginBlockEnd: vars.space[2], fontWeight: vars.font.weight.medium });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
});

globalStyle(`${details} dt`, { color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], marginBlock: vars.space[4] });

export const tab = style([presetButton, { display: 'inline-flex', alignItems: 'center', textDecoration: 'none' }]);

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const rowText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });

/** A wrapper that keeps a `<dt>`/`<dd>` pair in its parent's grid. */
export const contents = style({ display: 'contents' });
