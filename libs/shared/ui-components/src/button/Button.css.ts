import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@nfx/design-tokens';
import { focusRing } from '../focus-ring';

const enabledHover = '&:hover:not(:disabled)';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    maxWidth: '100%',
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, filter ${vars.duration.fast}`,
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { [enabledHover]: { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { [enabledHover]: { borderColor: vars.color.textMuted } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { [enabledHover]: { background: vars.color.surfaceRaised } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textInverse,
        // The contract has no "danger hover" colour; a brightness shift keeps hover theme-agnostic.
        selectors: { [enabledHover]: { filter: 'brightness(1.1)' } },
      },
    },
    size: {
      sm: { minHeight: 32, padding: `0 ${vars.space[3]}`, fontSize: vars.font.size.sm },
      md: { minHeight: 40, padding: `0 ${vars.space[4]}`, fontSize: vars.font.size.md },
      lg: { minHeight: 48, padding: `0 ${vars.space[6]}`, fontSize: vars.font.size.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Kept in the layout (not removed) while loading so the button does not change width, and so it still names the button. */
export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], minWidth: 0 });

export const labelHidden = style({ opacity: 0 });

export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
