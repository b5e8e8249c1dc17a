import { style } from '@vanilla-extract/css';
import { media, vars } from '@nfx/design-tokens';

export const page = style({
  display: 'grid',
  gap: vars.space[6],
  width: 'min(72rem, 100%)',
  margin: '0 auto',
  padding: `${vars.space[6]} ${vars.space[3]}`,
  boxSizing: 'border-box',
  '@media': { [media.laptop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});
/** The page's title spans both columns of the laptop layout. */
export const fullRow = style({ gridColumn: '1 / -1' });
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });
// The header's height is already the document's scroll padding (the shell's layout); this adds only a little room above the title.
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg, scrollMarginTop: vars.space[3] });
export const faqItem = style({ borderBottom: `1px solid ${vars.color.border}`, padding: `${vars.space[2]} 0` });
export const faqQuestion = style({
  cursor: 'pointer',
  fontWeight: vars.font.weight.semibold,
  padding: `${vars.space[2]} 0`,
  minHeight: 24,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const faqAnswer = style({ margin: `${vars.space[2]} 0 0`, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const contacts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space[2]} ${vars.space[3]}` });
export const term = style({ color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
export const link = style({
  color: vars.color.link,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
export const success = style({
  margin: 0,
  color: vars.color.success,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
