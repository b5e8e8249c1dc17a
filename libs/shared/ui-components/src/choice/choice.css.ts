import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@nfx/design-tokens';
import { focusRing } from '../focus-ring';

/**
 * One option of several drawn as a bordered button or link (a filter tab, a preset amount, a
 * section link): the chosen one, `aria-pressed="true"` or `aria-current="page"`, takes the accent
 * border and text, so features stop copying that look.
 */
export const choice = recipe({
  base: {
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"], &[aria-current="page"]': { borderColor: vars.color.accent, color: vars.color.link },
      '&:focus-visible': focusRing,
    },
  },
  variants: {
    surface: { raised: { background: vars.color.surfaceRaised }, sunken: { background: vars.color.surfaceSunken } },
    size: {
      compact: { padding: `${vars.space[2]} ${vars.space[3]}` },
      /** A touch target of at least 44 px. */
      touch: { minHeight: '2.75rem', minWidth: '4.5rem', padding: `0 ${vars.space[3]}` },
    },
  },
  defaultVariants: { surface: 'raised', size: 'compact' },
});

export type ChoiceVariants = RecipeVariants<typeof choice>;
