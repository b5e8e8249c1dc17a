import path from 'node:path';

const workspaceRoot = path.resolve(__dirname, '../../..');
const nodeModules = path.join(workspaceRoot, 'node_modules');

/**
 * Shared packages the apps receive through a narrower facade module. A Module Federation shared
 * module is bundled whole, so sharing the package itself would ship every export to every page;
 * the facade re-exports what the site uses and webpack drops the rest.
 *
 * `alias` is the request the facade imports the real package by: an alias that is not the shared
 * key, so the facade does not consume itself from the share scope.
 */
export const sharedFacades = {
  'react-router': {
    facade: path.join(__dirname, 'react-router.ts'),
    alias: 'react-router-full',
    target: (production: boolean) => path.join(nodeModules, 'react-router/dist', production ? 'production' : 'development', 'index.mjs'),
  },
  '@tanstack/react-query': {
    facade: path.join(__dirname, 'react-query.ts'),
    alias: '@tanstack/react-query-full',
    target: () => path.join(nodeModules, '@tanstack/react-query/build/modern/index.js'),
  },
  'react-i18next': {
    facade: path.join(__dirname, 'react-i18next.ts'),
    alias: 'react-i18next-full',
    target: () => path.join(nodeModules, 'react-i18next/dist/es/index.js'),
  },
} as const;

export type FacadedPackage = keyof typeof sharedFacades;

/** webpack `resolve.alias` entries for every facade's real package. */
export function facadeAliases(production: boolean): Record<string, string> {
  return Object.fromEntries(Object.values(sharedFacades).map(({ alias, target }) => [`${alias}$`, target(production)]));
}
