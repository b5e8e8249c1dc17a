import { style } from '@vanilla-extract/css';
import { media, vars } from '@nfx/design-tokens';

/** The chat button's corner stays free (52 px and its margins), so both stay usable on a phone. */
const CHAT_BUTTON_ROOM = `calc(52px + 2 * ${vars.space[3]})`;

export const banner = style({
  position: 'fixed',
  left: `max(${vars.space[3]}, env(safe-area-inset-left))`,
  right: CHAT_BUTTON_ROOM,
  bottom: `max(${vars.space[3]}, env(safe-area-inset-bottom))`,
  zIndex: vars.zIndex.header,
  maxWidth: '32rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  '@media': {
    [media.mobile]: { padding: vars.space[3] },
  },
});

export const title = style({ margin: 0, fontSize: vars.font.size.md });

export const text = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
