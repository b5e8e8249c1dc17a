import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const receipt = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  maxWidth: '36rem',
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

// Printing a page that shows a receipt prints the receipt alone (the site's header, menu and footer stay off paper).
globalStyle('body:has([data-receipt]) *', { '@media': { print: { visibility: 'hidden' } } });
globalStyle('[data-receipt], [data-receipt] *', { '@media': { print: { visibility: 'visible', color: '#000', background: '#fff' } } });
globalStyle('[data-receipt]', { '@media': { print: { position: 'absolute', insetInlineStart: 0, insetBlockStart: 0, border: 0 } } });
globalStyle('[data-receipt] [data-no-print]', { '@media': { print: { display: 'none' } } });
