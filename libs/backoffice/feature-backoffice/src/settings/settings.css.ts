import { style } from '@vanilla-extract/css';
import { media, vars } from '@nfx/design-tokens';

/** Each part of the page in its own box, so the maintenance switch never reads as one of the features. */
export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  marginBottom: vars.space[6],
  minWidth: 0,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], maxWidth: 640 });

/** The site's state in words and in colour: the words carry it, the colour only helps. */
export const state = style({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  borderLeft: `4px solid ${vars.color.success}`,
  margin: `0 0 ${vars.space[3]}`,
});

export const stateDown = style({ borderLeftColor: vars.color.danger });

export const flagList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[3] });

/** A flag's text beside its switch on a wide screen, the switch under the text on a phone. */
export const flag = style({
  display: 'grid',
  gap: vars.space[2],
  gridTemplateColumns: '1fr',
  alignItems: 'center',
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  overflowWrap: 'anywhere',
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const flagName = style({ fontSize: vars.font.size.md, margin: 0 });

export const flagText = style({ margin: `${vars.space[1]} 0 0` });

export const technical = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.xs, color: vars.color.textMuted });

/** The reason as typed may be one long word: it wraps instead of widening the dialog. */
export const summary = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
