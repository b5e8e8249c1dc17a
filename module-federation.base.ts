import type { moduleFederationPlugin } from '@module-federation/sdk';
import fs from 'node:fs';
import path from 'node:path';
import rootPackage from './package.json';
import { type FacadedPackage, sharedFacades } from './tools/webpack/shared/facades';

type SharedConfig = moduleFederationPlugin.SharedConfig;
export type FederationConfig = moduleFederationPlugin.ModuleFederationPluginOptions;

const dependencyVersions = rootPackage.dependencies as Record<string, string>;

/**
 * The version of a package as installed: a workspace lib's own package.json (written by
 * `nx release`, see docs/recipes/release-a-shared-lib.md) or a dependency's.
 */
export function installedVersion(packageName: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, 'node_modules', packageName, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

function singleton(packageName: string, versionFrom = packageName): SharedConfig {
  return { singleton: true, version: installedVersion(versionFrom), requiredVersion: dependencyVersions[versionFrom] ?? false };
}

/**
 * A singleton provided through a narrower facade module (tools/webpack/shared/facades.ts); the
 * version stays the real package's so version checks between apps keep their meaning.
 */
function facadeSingleton(packageName: FacadedPackage): SharedConfig {
  return { ...singleton(packageName), import: sharedFacades[packageName].facade };
}

/**
 * Workspace libs that must exist once per page: one session and one API client for every remote.
 * Their version is the lib's package version as released; a remote requires a compatible one
 * (`^` of the version it was built with). Each remote build records what it requires
 * (shared-requires.json) and `deploy-remote.mjs` refuses it when the running shell provides less.
 */
function workspaceSingleton(packageName: string): SharedConfig {
  const version = installedVersion(packageName);
  return { singleton: true, version, requiredVersion: `^${version}` };
}

/**
 * The core singletons every app shares. Nothing else is shared: each app bundles its own
 * copy of the remaining libs, so a remote can be deployed without coordinating versions.
 */
export const sharedSingletons: Record<string, SharedConfig> = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom/client', 'react-dom'),
  'react-router': facadeSingleton('react-router'),
  '@tanstack/react-query': facadeSingleton('@tanstack/react-query'),
  zustand: singleton('zustand'),
  i18next: singleton('i18next'),
  'react-i18next': facadeSingleton('react-i18next'),
  '@nfx/session': workspaceSingleton('@nfx/session'),
  '@nfx/api-client': workspaceSingleton('@nfx/api-client'),
  // The API client's errors: the shell has them in its framework chunk for the client anyway, so a
  // remote that reads an error (isApiError, messageKeyOf) takes them instead of bundling a copy.
  '@nfx/errors': workspaceSingleton('@nfx/errors'),
  // One dialog stack and registry per page: remotes register and open dialogs the shell renders.
  '@nfx/dialogs': workspaceSingleton('@nfx/dialogs'),
};

/** Spread by every app's module-federation.config.ts. */
export const federationBase = {
  shared: sharedSingletons,
  // A page loads only the remotes its route needs, and uses the shared modules already loaded.
  shareStrategy: 'loaded-first',
  dts: false,
} satisfies Partial<FederationConfig>;
