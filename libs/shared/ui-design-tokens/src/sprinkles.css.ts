import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints, mediaUp } from './breakpoints';
import { vars } from './theme-contract.css';

const margins = { ...vars.space, auto: 'auto' };

/** Layout utilities, mobile first: the `mobile` value applies everywhere unless `tablet`/`laptop` override it. */
const layoutProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaUp(breakpoints.tabletMin) },
    laptop: { '@media': mediaUp(breakpoints.laptopMin) },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'laptop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: margins,
    marginBottom: margins,
    marginLeft: margins,
    marginRight: margins,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Colours come only from the semantic contract, so utilities follow the active theme. */
const colorProperties = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderColor: vars.color,
  },
});

export const sprinkles = createSprinkles(layoutProperties, colorProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
