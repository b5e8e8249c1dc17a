import { style } from '@vanilla-extract/css';
import { headerHeight, media, vars } from '@nfx/design-tokens';

/**
 * The first screen below the shell's header, less the layout's top padding and a small gap.
 * The page is exactly that tall and the frame takes what the title row leaves, so the game's own
 * controls (Spin) end above the fold whatever the header's or the title row's height
 * (a fixed `100vh - 160px` left them below it on a 768 px laptop and a 740 px phone).
 * `100vh` first for browsers without dynamic viewport units; `dvh` follows a phone's toolbar.
 */
const firstScreen = (padding: string) => [
  `calc(100vh - ${headerHeight} - ${padding} - ${vars.space[2]})`,
  `calc(100dvh - ${headerHeight} - ${padding} - ${vars.space[2]})`,
];

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  // Paddings of the shell's main area (Layout.css.ts): 24 px on tablets, 16 px elsewhere.
  height: firstScreen(vars.space[4]),
  // A landscape phone or a tiny window scrolls rather than squeezing the game to nothing.
  minHeight: 360,
  '@media': { [media.tablet]: { height: firstScreen(vars.space[6]) } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginBlockEnd: vars.space[4],
  '@media': { [media.mobile]: { gap: vars.space[2], marginBlockEnd: vars.space[2] } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  '@media': { [media.mobile]: { fontSize: vars.font.size.lg } },
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });

export const modeSwitch = style({
  display: 'inline-flex',
  padding: 2,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  gap: 2,
});

export const stage = style({
  position: 'relative',
  flex: '1 1 0',
  width: '100%',
  minHeight: 240,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  selectors: { '&:fullscreen': { borderRadius: 0 } },
});

export const frame = style({ display: 'block', width: '100%', height: '100%', border: 0 });

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[3],
  height: '100%',
  padding: vars.space[6],
  textAlign: 'center',
});

export const noticeActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space[2] });

export const freeSpins = style({
  margin: `0 0 ${vars.space[2]}`,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  borderInlineStart: `4px solid ${vars.color.accent}`,
});
