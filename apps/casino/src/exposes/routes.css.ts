import { style } from '@vanilla-extract/css';

/**
 * A block formatting context: the page heading's top margin stays inside this box instead of
 * collapsing through it and the shell's mount point, which would move the whole section down
 * (a layout shift) at the moment the remote replaces the shell's loading placeholder.
 */
export const root = style({ display: 'flow-root' });
