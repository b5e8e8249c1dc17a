import { yieldToMain } from '@nfx/shell-feature-core';

// The async boundary: Module Federation negotiates shared modules before any app code runs.
// The chunk name lets the build list this chunk's files for the site server to preload (tools/webpack/boot-preload-plugin.ts).
// The yield lets the task that evaluated the federation runtime end before the negotiation
// starts; both files are already on their way (the page preloads them).
void yieldToMain().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
