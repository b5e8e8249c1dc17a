import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  background: vars.color.overlay,
  overflow: 'auto',
  overscrollBehavior: 'contain',
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});
