import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fallbackPlugin, isFallbackModule } from './plugins/fallback';
import { retryPlugin } from './plugins/retry';
import type { RemoteRegistry } from './remote-registry';

let registry: RemoteRegistry = {};

export interface FederationSetup {
  registry: RemoteRegistry;
  /** What a remote that cannot load renders instead (the shell's localized panel). */
  createFallback: (remote: string, error: unknown) => unknown;
  onRemoteError?: (remote: string, error: unknown) => void;
}

function toRemotes(source: RemoteRegistry) {
  return Object.entries(source).map(([name, entry]) => ({ name, entry: entry.manifest, version: entry.version }));
}

/** Registers the remotes of the runtime registry and the failure-handling plugins. */
export function setUpFederation(setup: FederationSetup): void {
  if (!getInstance()) throw new Error('Module Federation runtime is not initialised: the shell must be built with the federation plugin');
  registry = setup.registry;
  registerPlugins([retryPlugin(), fallbackPlugin(setup.createFallback, setup.onRemoteError)]);
  registerRemotes(toRemotes(registry));
}

/** The registry the page started with: which remote renders which section, fills which mount point, adds which menu link. */
export function remoteRegistry(): RemoteRegistry {
  return registry;
}

export function remoteVersion(remote: string): string | undefined {
  return registry[remote]?.version;
}

export interface LoadedRemote<T> {
  module: T;
  /** True when the module is the stand-in because the remote failed to load. */
  failed: boolean;
}

/** Loads `remote/expose`; a failure yields the fallback module instead of an exception. */
export async function loadRemoteModule<T>(remote: string, expose: string): Promise<LoadedRemote<T>> {
  const loaded = await loadRemote<T>(`${remote}/${expose.replace(/^\.\//, '')}`);
  if (!loaded) throw new Error(`Remote ${remote} returned nothing for ${expose}`);
  return { module: loaded, failed: isFallbackModule(loaded) };
}

/** Forgets a failed remote so the next load fetches its manifest and entry again (the retry button). */
export function resetRemote(remote: string): void {
  const entry = registry[remote];
  if (!entry) return;
  registerRemotes([{ name: remote, entry: entry.manifest, version: entry.version }], { force: true });
}
