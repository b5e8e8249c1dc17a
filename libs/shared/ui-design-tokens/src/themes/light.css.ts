import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { shadow } from '../primitives';
import { vars } from '../theme-contract.css';
import { scaleTokens } from './scale-tokens';
import { lightColors } from './theme-colors';

/** Two-part selector outranks the dark default's bare `:root`. */
const lightSelector = ':root[data-theme="light"]';

createGlobalTheme(lightSelector, vars, { ...scaleTokens, color: lightColors, shadow: shadow.light });

globalStyle(lightSelector, { colorScheme: 'light' });
