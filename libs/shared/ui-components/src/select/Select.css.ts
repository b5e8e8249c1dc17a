import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const controlWrap = style({
  position: 'relative',
  display: 'flex',
  color: vars.color.textMuted,
  // Chevron drawn with borders in currentColor: no image, so it follows the theme.
  '::after': {
    content: '""',
    position: 'absolute',
    top: '50%',
    right: vars.space[4],
    width: 8,
    height: 8,
    borderRight: '2px solid currentColor',
    borderBottom: '2px solid currentColor',
    transform: 'translateY(-70%) rotate(45deg)',
    pointerEvents: 'none',
  },
});

export const select = style({
  appearance: 'none',
  paddingRight: 40,
  cursor: 'pointer',
});

/** §9: list items at least 36 px tall (browsers that style native options honour it). */
globalStyle(`${select} option`, {
  minHeight: 36,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});
