import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { HEADER_BASE_HEIGHT, media, mediaDown, vars } from '@nfx/design-tokens';

/**
 * Phone widths at which the header tightens, so one row holds the burger, the brand, search and
 * the visitor's two buttons in every locale down to 320 px. The steps come from the widest labels
 * measured (es "Iniciar sesión" / "Registrarse", de "Registrieren", ru "Регистрация"): below 480 px
 * the spacing and the buttons' padding shrink; below 411 px sign-in shows an icon (its label stays
 * its accessible name); below 360 px the icon buttons and gaps shrink. The header still wraps, as
 * a last resort, for a label longer than any of today's.
 */
export const headerSteps = {
  compact: mediaDown(479),
  iconSignIn: mediaDown(410),
  tight: mediaDown(359),
} as const;

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: HEADER_BASE_HEIGHT,
  padding: `0 ${vars.space[3]}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  flexWrap: 'wrap',
  '@media': {
    [headerSteps.compact]: { gap: vars.space[2], paddingInline: vars.space[2] },
    [headerSteps.tight]: { gap: vars.space[1] },
  },
});

export const logo = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const nav = style({
  display: 'none',
  gap: vars.space[4],
  '@media': { [media.laptop]: { display: 'flex' } },
});

export const navLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover, &[aria-current="page"]': { color: vars.color.text } },
});

export const tools = style({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  flexWrap: 'wrap',
  '@media': { [headerSteps.tight]: { gap: vars.space[1] } },
});

/** The session's controls sit in the tools row as if they were its own children. */
export const sessionControls = style({ display: 'contents' });

export const localeSelect = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[1],
  minHeight: '36px',
});

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surface },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    },
    '@media': { [headerSteps.tight]: { width: 36, height: 36 } },
  },
  variants: {
    hideFrom: {
      laptop: { '@media': { [media.laptop]: { display: 'none' } } },
    },
  },
});

/** Locale and theme live in the sidebar on phones, where the header has no room for them. */
export const wideOnly = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space[2],
  '@media': { [media.tabletUp]: { display: 'inline-flex' } },
});

export const sidebar = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], paddingTop: vars.space[8] });
export const sidebarTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const sidebarNav = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });
export const sidebarLink = style({
  display: 'block',
  padding: `${vars.space[3]} ${vars.space[2]}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover, &[aria-current="page"]': { background: vars.color.surface } },
});
export const sidebarTools = style({ display: 'flex', gap: vars.space[2], flexWrap: 'wrap', alignItems: 'center' });
