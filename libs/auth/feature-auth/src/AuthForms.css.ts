import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], width: 'min(26rem, 100%)', maxWidth: '100%' });
export const switcher = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], justifyContent: 'center', alignItems: 'center' });
export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.link,
  cursor: 'pointer',
  textDecoration: 'underline',
  font: 'inherit',
  alignSelf: 'flex-start',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const row = style({ display: 'flex', gap: vars.space[2], alignItems: 'flex-end', flexWrap: 'wrap' });
export const grow = style({ flex: '1 1 12rem', minWidth: 0 });
export const tabs = style({ display: 'flex', gap: vars.space[1], flexWrap: 'wrap' });
export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const legend = style({ padding: 0, marginBottom: vars.space[1], fontSize: vars.font.size.sm });
export const radios = style({ display: 'flex', gap: vars.space[3], flexWrap: 'wrap' });
export const promoStatus = style({ color: vars.color.success, fontSize: vars.font.size.sm });
export const socialButtons = style({ display: 'flex', gap: vars.space[2], flexWrap: 'wrap' });
