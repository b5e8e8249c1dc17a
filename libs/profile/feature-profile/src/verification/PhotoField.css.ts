import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });
export const label = style({ fontWeight: vars.font.weight.medium });
export const input = style({
  maxWidth: '100%',
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  selectors: { '&:empty': { display: 'none' } },
});
