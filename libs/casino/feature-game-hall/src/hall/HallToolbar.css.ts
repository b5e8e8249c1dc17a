import { style } from '@vanilla-extract/css';
import { media, vars } from '@nfx/design-tokens';

export const toolbar = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  marginBlock: vars.space[4],
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const tabs = style({
  display: 'flex',
  gap: vars.space[2],
  overflowX: 'auto',
  padding: `${vars.space[1]} 2px`,
  margin: 0,
  listStyle: 'none',
  scrollbarWidth: 'thin',
});

export const tab = style({
  flex: '0 0 auto',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.accentText, borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const providers = style({ position: 'relative' });

export const providersPanel = style({
  position: 'absolute',
  zIndex: 5,
  insetInlineStart: 0,
  top: 'calc(100% + 4px)',
  width: 'min(20rem, calc(100vw - 24px))',
  maxHeight: '20rem',
  overflowY: 'auto',
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const providersTrigger = style({ width: '100%' });

export const providersActions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[2],
  marginTop: vars.space[2],
});

export const inlineError = style({
  margin: `0 0 ${vars.space[3]}`,
  color: vars.color.danger,
});
