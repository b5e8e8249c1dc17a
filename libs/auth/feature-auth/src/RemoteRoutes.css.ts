import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const page = style({ display: 'flex', justifyContent: 'center', padding: vars.space[4] });
