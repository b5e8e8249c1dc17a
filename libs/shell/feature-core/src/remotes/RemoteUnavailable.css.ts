import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

/** The shared panel (`panel` from @nfx/ui) gives the surface; the layout adds its distance from the content around. */
export const spacing = style({ margin: `${vars.space[6]} 0` });

export const title = style({ margin: 0, fontSize: vars.font.size.lg });

export const description = style({ margin: 0, color: vars.color.textMuted });
