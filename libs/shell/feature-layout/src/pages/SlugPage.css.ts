import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const article = style({ maxWidth: '48rem', margin: '0 auto', overflowWrap: 'anywhere' });
export const title = style({ fontSize: vars.font.size.xxl, marginTop: 0 });
export const body = style({ lineHeight: vars.font.lineHeight.normal, color: vars.color.text });
