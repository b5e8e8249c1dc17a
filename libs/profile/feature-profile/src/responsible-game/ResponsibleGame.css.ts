import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], maxWidth: '60rem', minWidth: 0 });
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});
export const subheading = style({ margin: 0, fontSize: vars.font.size.md });
export const cards = style({ display: 'grid', gap: vars.space[3], gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))' });
export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });
export const row = style({ display: 'flex', gap: vars.space[2], alignItems: 'flex-end', flexWrap: 'wrap' });
export const grow = style({ flex: '1 1 8rem', minWidth: 0 });
export const warning = style({
  margin: 0,
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.danger}`,
  overflowWrap: 'anywhere',
});
export const status = style({ margin: 0, color: vars.color.success, overflowWrap: 'anywhere' });
export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const historyItem = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], overflowWrap: 'anywhere' });
export const time = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
