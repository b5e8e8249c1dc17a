export { palette } from './palette';
export { space, type SpaceKey } from './space';
export { radius } from './radius';
export { fontFamily, fontSize, fontWeight, lineHeight } from './typography';
export { shadow } from './shadow';
export { zIndex } from './z-index';
export { durationMs } from './duration';
