export * from './primitives';
export { vars, type ThemeVars } from './theme-contract.css';
export { THEMES, DEFAULT_THEME, THEME_ATTRIBUTE, isThemeName, type ThemeName } from './theme-names';
export { breakpoints, breakpointSteps, screens, screenUp, media, mediaUp, mediaDown, mediaBetween, type ScreenName } from './breakpoints';
export { visuallyHidden } from './visually-hidden.css';
export { HEADER_BASE_HEIGHT, HEADER_HEIGHT_PROPERTY, headerHeight } from './layout';
