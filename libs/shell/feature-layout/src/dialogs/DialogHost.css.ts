import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const title = style({
  margin: 0,
  marginBottom: vars.space[4],
  paddingInlineEnd: vars.space[8],
  fontSize: vars.font.size.lg,
});

export const confirmBody = style({
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const confirmActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  marginTop: vars.space[4],
});
