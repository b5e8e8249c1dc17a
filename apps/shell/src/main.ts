import { yieldToMain } from '@nfx/shell-feature-core';

// The async boundary: Module Federation negotiates shared modules before any app code runs.
// The start-up code is in this script (webpackMode "eager"), with the shared libraries the shell
// provides (`eagerShared` in tools/webpack/create-app-config.ts): one file for the first paint.
// The yield lets the task that evaluated the federation runtime end before the negotiation and
// the start-up code's modules run.
void yieldToMain().then(() => import(/* webpackMode: "eager" */ './bootstrap'));
