import { durationMs, fontFamily, fontSize, fontWeight, lineHeight, radius, space, zIndex } from '../primitives';

/** Everything in the contract that does not change between themes, filled from the primitives. */
export const scaleTokens = {
  space,
  radius,
  font: { family: fontFamily, size: fontSize, weight: fontWeight, lineHeight },
  zIndex: {
    base: String(zIndex.base),
    header: String(zIndex.header),
    dialog: String(zIndex.dialog),
    toast: String(zIndex.toast),
  },
  duration: {
    fast: `${durationMs.fast}ms`,
    normal: `${durationMs.normal}ms`,
    slow: `${durationMs.slow}ms`,
  },
};
