import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@nfx/design-tokens';

/** Without the browser's default margins: spacing comes from the parent's gap (`stack`, `cluster`, `panel`). */
const trimmed = { true: { margin: 0 }, false: {} };

/** A section's or a page's title; the element (h1–h4) carries the meaning, the recipe only the look. */
export const heading = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.lg },
      xl: { fontSize: vars.font.size.xl },
      xxl: { fontSize: vars.font.size.xxl },
    },
    weight: { semibold: { fontWeight: vars.font.weight.semibold }, bold: { fontWeight: vars.font.weight.bold } },
  },
  defaultVariants: { size: 'lg', weight: 'semibold' },
});

/** Secondary text: hints, captions, empty states, meta lines. */
export const muted = recipe({
  base: { color: vars.color.textMuted },
  variants: {
    size: { sm: { fontSize: vars.font.size.sm }, inherit: {} },
    trim: trimmed,
    // Logins, e-mails and codes have no break points; at 320 px they must wrap instead of widening the page.
    wrap: { true: { overflowWrap: 'anywhere' }, false: {} },
  },
  defaultVariants: { size: 'sm', trim: true, wrap: false },
});

const toneColours = { danger: vars.color.danger, warning: vars.color.warning, success: vars.color.success } as const;
type Tone = keyof typeof toneColours;
const tones = Object.keys(toneColours) as Tone[];

/**
 * A message about the state of a form or a request (an error, a warning, a success). `boxed` is a
 * framed block whose border carries the tone; `soft` a sunken block in the tone's colour; `inline`
 * only the coloured text. With `icon`, a leading symbol sits beside its text, top-aligned.
 */
export const alert = recipe({
  base: { overflowWrap: 'anywhere' },
  variants: {
    look: {
      boxed: {
        padding: vars.space[3],
        borderRadius: vars.radius.md,
        border: `1px solid ${vars.color.danger}`,
        background: vars.color.surfaceSunken,
        color: vars.color.text,
      },
      soft: { padding: vars.space[2], borderRadius: vars.radius.md, background: vars.color.surfaceSunken },
      inline: {},
    },
    tone: { danger: {}, warning: {}, success: {} },
    icon: { true: { display: 'flex', gap: vars.space[2], alignItems: 'flex-start' }, false: {} },
    trim: trimmed,
  },
  compoundVariants: tones.flatMap((tone) => [
    { variants: { look: 'boxed' as const, tone }, style: { borderColor: toneColours[tone] } },
    { variants: { look: 'soft' as const, tone }, style: { color: toneColours[tone] } },
    { variants: { look: 'inline' as const, tone }, style: { color: toneColours[tone] } },
  ]),
  defaultVariants: { look: 'boxed', tone: 'danger', icon: false, trim: true },
});

export type HeadingVariants = RecipeVariants<typeof heading>;
export type MutedVariants = RecipeVariants<typeof muted>;
export type AlertVariants = RecipeVariants<typeof alert>;
