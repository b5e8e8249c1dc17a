import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@nfx/design-tokens';

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
});

export const skeleton = recipe({
  base: {
    position: 'relative',
    display: 'block',
    overflow: 'hidden',
    background: vars.color.surfaceSunken,
    // The border colour gives the placeholder an edge on surfaces where surfaceSunken is close to the page.
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
    opacity: 0.6,
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      background: `linear-gradient(90deg, transparent, ${vars.color.surfaceRaised}, transparent)`,
      animation: `${sweep} 1.4s ease-in-out infinite`,
    },
    '@media': {
      [media.reducedMotion]: {
        selectors: { '&::after': { animation: 'none', display: 'none' } },
      },
    },
  },
  variants: {
    shape: {
      block: { width: '100%', height: 96, borderRadius: vars.radius.md },
      text: { width: '100%', height: '1em', borderRadius: vars.radius.sm },
      circle: { width: 40, height: 40, borderRadius: vars.radius.full, flexShrink: 0 },
    },
  },
  defaultVariants: { shape: 'block' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;
