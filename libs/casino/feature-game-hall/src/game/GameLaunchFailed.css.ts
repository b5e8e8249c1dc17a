import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

// The shell's system-page frame (apps/shell/src/app/pages/SystemPage.css.ts), drawn by the casino
// remote because the page stays on the game's address.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space[4],
  padding: `${vars.space[16]} ${vars.space[4]}`,
  maxWidth: '40rem',
  margin: '0 auto',
  boxSizing: 'border-box',
});

export const icon = style({ color: vars.color.warning });

export const title = style({ fontSize: vars.font.size.xxl, margin: 0, overflowWrap: 'anywhere' });

export const description = style({ color: vars.color.textMuted, margin: 0 });

/** The page's one action, drawn like a primary button. */
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `0 ${vars.space[5]}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
