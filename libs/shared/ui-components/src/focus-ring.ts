import { vars } from '@nfx/design-tokens';

/**
 * The ring every interactive part draws on keyboard focus. Components set it
 * themselves rather than relying on the shell's base stylesheet, because a remote
 * running standalone may render without it.
 */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: 2,
} as const;
