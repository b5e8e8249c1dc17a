import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

/** The chat button's corner stays free (52 px and its margins), so both stay usable on a phone. */
const CHAT_BUTTON_ROOM = `calc(52px + 2 * ${vars.space[3]})`;

/** Where the question sits; its surface and spacing are the shared `panel` recipe. */
export const placement = style({
  position: 'fixed',
  left: `max(${vars.space[3]}, env(safe-area-inset-left))`,
  right: CHAT_BUTTON_ROOM,
  bottom: `max(${vars.space[3]}, env(safe-area-inset-bottom))`,
  zIndex: vars.zIndex.header,
  maxWidth: '32rem',
  boxShadow: vars.shadow.md,
});

export const title = style({ margin: 0, fontSize: vars.font.size.md });

export const text = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
