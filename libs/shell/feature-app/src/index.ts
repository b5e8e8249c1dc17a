// The lib's only public API: export what other projects may use, nothing else.
export { App } from './app';
