import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@nfx/design-tokens';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });
const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' } });

export const panel = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
  },
  variants: {
    kind: {
      popup: {
        // Auto margins centre it in the flex overlay yet let a tall panel scroll from its top.
        margin: 'auto',
        width: `calc(100% - 2 * ${vars.space[3]})`,
        maxWidth: 560,
        maxHeight: `calc(100dvh - 2 * ${vars.space[3]})`,
        padding: vars.space[4],
        borderRadius: vars.radius.lg,
        animation: `${rise} ${vars.duration.normal} ease-out`,
        '@media': {
          [media.tabletUp]: { padding: vars.space[6] },
        },
      },
      curtain: {
        alignSelf: 'stretch',
        width: '100%',
        maxWidth: 420,
        minHeight: '100%',
        padding: vars.space[4],
        animation: `${slideFromLeft} ${vars.duration.slow} ease-out`,
      },
    },
    side: {
      left: {},
      right: {},
    },
  },
  compoundVariants: [
    {
      variants: { kind: 'curtain', side: 'right' },
      style: { marginLeft: 'auto', animationName: slideFromRight },
    },
  ],
  defaultVariants: { kind: 'popup', side: 'left' },
});

export type DialogPanelVariants = NonNullable<RecipeVariants<typeof panel>>;

export const closeSlot = style({
  position: 'absolute',
  top: vars.space[2],
  right: vars.space[2],
});
