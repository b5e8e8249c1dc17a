import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@nfx/design-tokens';

const gaps = {
  1: { gap: vars.space[1] },
  2: { gap: vars.space[2] },
  3: { gap: vars.space[3] },
  4: { gap: vars.space[4] },
  6: { gap: vars.space[6] },
  8: { gap: vars.space[8] },
};

/**
 * A raised block of content (a notice, an empty or error state, a card): the one place its
 * surface, radius and padding are written, so features stop copying them.
 */
export const panel = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxSizing: 'border-box',
  },
  variants: {
    padding: { md: { padding: vars.space[4] }, lg: { padding: vars.space[6] }, xl: { padding: vars.space[8] } },
    align: { start: { alignItems: 'flex-start' }, center: { alignItems: 'center', textAlign: 'center' } },
    bordered: { true: { border: `1px solid ${vars.color.border}` }, false: {} },
  },
  defaultVariants: { padding: 'lg', align: 'start', bordered: true },
});

/** Children one under another with an even gap; it may shrink below its content's width, so nothing in it widens a 320 px page. */
export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    gap: gaps,
    align: { stretch: { alignItems: 'stretch' }, start: { alignItems: 'flex-start' }, center: { alignItems: 'center' } },
  },
  defaultVariants: { gap: 3, align: 'stretch' },
});

/** Children side by side, wrapping on narrow screens (buttons, tags, toolbars). */
export const cluster = recipe({
  base: { display: 'flex', flexWrap: 'wrap', alignItems: 'center' },
  variants: {
    gap: gaps,
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
  },
  defaultVariants: { gap: 2, justify: 'start' },
});

export type PanelVariants = RecipeVariants<typeof panel>;
export type StackVariants = RecipeVariants<typeof stack>;
export type ClusterVariants = RecipeVariants<typeof cluster>;
