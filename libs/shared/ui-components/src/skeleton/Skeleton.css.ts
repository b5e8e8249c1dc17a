import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@nfx/design-tokens';

/** How long a placeholder stays still before its highlight starts to sweep. */
const SWEEP_DELAY = '1s';

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
      // Off the placeholder until the sweep starts. The sweep waits SWEEP_DELAY: most placeholders
      // are replaced sooner and never need it, and every frame of an animation is drawn and
      // composited, CPU a loading page wants on a small machine (the home page has ~26 at once).
      transform: 'translateX(-100%)',
      animation: `${sweep} 1.4s ease-in-out ${SWEEP_DELAY} infinite`,
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
