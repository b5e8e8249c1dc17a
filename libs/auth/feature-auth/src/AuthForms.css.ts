import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 'min(22rem, 100%)' });
export const title = style({ margin: 0, fontSize: vars.font.size.lg });
export const alert = style({ margin: 0, padding: vars.space[2], borderRadius: vars.radius.md, background: vars.color.surfaceSunken, color: vars.color.danger });
export const switcher = style({ display: 'flex', gap: vars.space[2], justifyContent: 'center' });
