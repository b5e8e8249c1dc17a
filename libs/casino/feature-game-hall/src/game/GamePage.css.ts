import { style } from '@vanilla-extract/css';
import { media, vars } from '@nfx/design-tokens';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginBlockEnd: vars.space[4],
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

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
  width: '100%',
  aspectRatio: '16 / 10',
  maxHeight: 'calc(100vh - 160px)',
  minHeight: 420,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  '@media': { [media.mobile]: { aspectRatio: 'auto', height: 'calc(100svh - 180px)', minHeight: 480 } },
  selectors: { '&:fullscreen': { maxHeight: 'none', borderRadius: 0 } },
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
  margin: `0 0 ${vars.space[3]}`,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  borderInlineStart: `4px solid ${vars.color.accent}`,
});
