import { style } from '@vanilla-extract/css';

/** The same box whatever the indicator (or none yet): the page does not move when it appears. */
export const box = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%' });
