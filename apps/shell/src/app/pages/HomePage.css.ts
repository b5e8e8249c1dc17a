import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const teaser = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  marginTop: vars.space[8],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const teaserTitle = style({ margin: 0, fontSize: vars.font.size.xl });
export const teaserText = style({ margin: 0, color: vars.color.textMuted });
export const teaserLink = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  selectors: { '&:hover': { textDecoration: 'none' } },
});
