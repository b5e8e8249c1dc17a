// The back office's public API: its routes, the query client they expect, and the languages context.
export { BackofficeRoutes } from './BackofficeRoutes';
export { createBackofficeQueryClient } from './query-client';
export { LanguagesContext, type BackofficeLanguages } from './layout/languages';
export { BACKOFFICE_BASENAME, backofficePaths } from './paths';
