import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

// The page's frame, title, icon and action are @nfx/ui's system-page styles (shared with the casino's errors-slot page).

/** The empty layout of forbidden and maintenance: the page alone, centred on the screen. */
export const standalone = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surface,
  color: vars.color.text,
});
