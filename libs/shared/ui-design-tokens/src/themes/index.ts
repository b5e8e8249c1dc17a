/**
 * Second entry point, `@nfx/design-tokens/themes`: the global CSS that fills the
 * contract (both themes) plus the base stylesheet. Only the shell imports it, so
 * the CSS ships once however many remotes load.
 */
import './dark.css';
import './light.css';
import './base.css';
