import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

/** The teaser is the shared panel (`panel` from @nfx/ui), set apart from the rows above it. */
export const teaserSpacing = style({ marginTop: vars.space[8] });

export const teaserTitle = style({ margin: 0, fontSize: vars.font.size.xl });
export const teaserText = style({ margin: 0, color: vars.color.textMuted });
export const teaserLink = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  selectors: { '&:hover': { textDecoration: 'none' } },
});
