import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp, vars } from '@nfx/design-tokens';

export const picker = style({ maxWidth: 360, marginBottom: vars.space[4] });

/** The form beside its preview on a wide screen, the preview under the form on a phone. */
export const editor = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [mediaUp(1200)]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

/** HTML fields show their markup as typed: a monospaced face, and long tags wrap rather than widen the page. */
export const html = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm });

export const preview = style({
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  minWidth: 0,
  background: vars.color.surfaceRaised,
});

export const previewTitle = style({ fontSize: vars.font.size.xl, margin: 0, overflowWrap: 'anywhere' });

/** The operator's HTML as the site's promotion page lays it out (`feature-promotions`' rich text). */
export const richText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], overflowWrap: 'anywhere' });
globalStyle(`${richText} :where(h2, h3, h4, p, ul, ol)`, { margin: 0 });
globalStyle(`${richText} :where(h2)`, { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
globalStyle(`${richText} :where(h3, h4)`, { fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
globalStyle(`${richText} :where(ul, ol)`, {
  paddingInlineStart: vars.space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});
// Underlined as well as coloured: a link must not rely on colour alone (WCAG 1.4.1).
globalStyle(`${richText} a`, { color: vars.color.link, textDecoration: 'underline' });

export const stale = style({ color: vars.color.textMuted, fontStyle: 'italic', margin: `0 0 ${vars.space[3]}` });

export const state = style({ whiteSpace: 'nowrap' });

/** The search's results: one card per text, the languages' values in a table above its form. */
export const textList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const textCard = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
});

/** Dotted keys are long and unbroken: they wrap anywhere rather than widen a phone's page. */
export const textKey = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.md, margin: 0, overflowWrap: 'anywhere' });

export const textValue = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** One question of the FAQ with its answer and the buttons that move or remove it. */
export const faqEntry = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
});
