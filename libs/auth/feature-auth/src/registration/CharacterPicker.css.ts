import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(5.5rem, 1fr))',
  gap: vars.space[2],
});

/** The whole card is the radio's label; the native radio inside keeps arrow-key movement and group semantics. */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[1],
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, background: vars.color.surfaceRaised },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const portrait = style({ width: '4rem', height: '4rem', borderRadius: vars.radius.full, display: 'block' });
