import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@nfx/design-tokens';

/*
 * The system pages' frame (spec §2: maintenance, not found, the pay outcomes, errors slot…): the
 * shell draws most of them, and the casino remote draws the errors-slot page itself because it
 * stays on the game's address; both take the look from here.
 */

export const systemPage = style({
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

export const systemPageTitle = style({ fontSize: vars.font.size.xxl, margin: 0, overflowWrap: 'anywhere' });

export const systemPageDescription = style({ color: vars.color.textMuted, margin: 0 });

export const systemPageIcon = recipe({
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      warning: { color: vars.color.warning },
      info: { color: vars.color.accent },
    },
  },
});

/** The page's one action, drawn like a primary button. */
export const systemPageAction = style({
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
