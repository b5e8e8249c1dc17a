import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';
import { focusRing } from '../focus-ring';

export const field = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  marginBottom: vars.space[1],
});

/** Spacing comes from `:not(:empty)` so an empty error live region takes no room yet stays in the DOM. */
const message = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  selectors: { '&:not(:empty)': { marginTop: vars.space[1] } },
});

export const hint = style([message, { color: vars.color.textMuted }]);

export const error = style([message, { color: vars.color.danger }]);

/** Shared look of text inputs and selects. */
export const control = style({
  width: '100%',
  minHeight: 44,
  margin: 0,
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
    '&:focus-visible': { ...focusRing, outlineOffset: 0, borderColor: vars.color.focusRing },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
