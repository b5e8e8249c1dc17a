// The async boundary: Module Federation negotiates shared modules before any app code runs.
// The chunk name lets the build list this chunk's files for the site server to preload (tools/webpack/boot-preload-plugin.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
