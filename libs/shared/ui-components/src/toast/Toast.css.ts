import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { headerHeight, media, vars } from '@nfx/design-tokens';

/**
 * Sits below the shell's header (it publishes its height as --header-height),
 * full width on phones and a fixed column on the right from tablet up.
 */
export const viewport = style({
  position: 'fixed',
  top: `calc(${headerHeight} + ${vars.space[3]})`,
  right: vars.space[3],
  left: vars.space[3],
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  // Clicks between toasts reach the page underneath.
  pointerEvents: 'none',
  '@media': {
    [media.tabletUp]: { left: 'auto', width: 380, right: vars.space[4] },
  },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[2],
    padding: `${vars.space[3]} ${vars.space[3]} ${vars.space[3]} ${vars.space[4]}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: 4,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: {
    tone: {
      info: { borderLeftColor: vars.color.accent },
      success: { borderLeftColor: vars.color.success },
      warning: { borderLeftColor: vars.color.warning },
      danger: { borderLeftColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const body = style({ flex: 1, minWidth: 0, paddingTop: vars.space[1], overflowWrap: 'anywhere' });

export const title = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const message = style({ margin: 0 });
