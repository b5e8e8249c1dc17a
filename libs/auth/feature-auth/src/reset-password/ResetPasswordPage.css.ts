import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  width: 'min(28rem, 100%)',
  margin: '0 auto',
  padding: `${vars.space[6]} ${vars.space[3]}`,
  boxSizing: 'border-box',
});
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 4 } },
});
