import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@nfx/design-tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Drawn with currentColor so it matches whatever text it sits in (button labels included). */
export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.7s linear infinite`,
    '@media': {
      // A slow turn still signals "busy" without the fast motion some users cannot tolerate.
      [media.reducedMotion]: { animationDuration: '2s !important', animationIterationCount: 'infinite !important' },
    },
  },
  variants: {
    size: {
      sm: { width: 14, height: 14, borderWidth: 2 },
      md: { width: 20, height: 20, borderWidth: 2 },
      lg: { width: 32, height: 32, borderWidth: 3 },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;

export const wrapper = style({ display: 'inline-flex' });
