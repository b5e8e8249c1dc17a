import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { shadow } from '../primitives';
import { vars } from '../theme-contract.css';
import { scaleTokens } from './scale-tokens';
import { darkColors } from './theme-colors';

/** Dark is the default (§9), so it also applies when <html> has no theme attribute. */
const darkSelector = ':root, :root[data-theme="dark"]';

createGlobalTheme(darkSelector, vars, { ...scaleTokens, color: darkColors, shadow: shadow.dark });

/** Tells the browser to draw native controls (select lists, scrollbars) dark too. */
globalStyle(darkSelector, { colorScheme: 'dark' });
