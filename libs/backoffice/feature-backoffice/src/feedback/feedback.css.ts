import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } as const;

export const messages = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

export const sender = style({ fontSize: vars.font.size.md, margin: 0, overflowWrap: 'anywhere' });

/** Id, sender kind, language and times: wrap as a row of small facts. */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

/** The message as its sender typed it: line breaks kept, long words wrapped. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '80ch' });

/** A link that looks like the small secondary button beside it. */
export const replyLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceSunken }, '&:focus-visible': focusRing },
});

export const paging = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3], marginTop: vars.space[4] });
