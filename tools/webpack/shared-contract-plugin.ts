import path from 'node:path';
import webpack, { type Compiler, type NormalModule } from 'webpack';
import { type FederationConfig, installedVersion } from '../../module-federation.base';
import { type FacadedPackage, sharedFacades } from './shared/facades';
import { facadeExports, facadeUsage } from './shared/facade-usage';

// The same file names as tools/scripts/shared-compatibility.mjs, which reads them at deploy time.
/** What the shell's build writes: the shared modules it provides at which version, and each facade's exports. */
export const PROVIDES_FILE = 'shared-provides.json';
/** What a remote's build writes: the shared modules it consumes with the range it accepts, and the facade exports it imports. */
export const REQUIRES_FILE = 'shared-requires.json';

export interface SharedProvides {
  shared: Record<string, string>;
  facades: Record<string, string[]>;
}
export interface SharedRequires {
  shared: Record<string, string | false>;
  facades: Record<string, string[]>;
}

/**
 * The federation runtime a production remote takes from the shell (`externalRuntime`): the remote's
 * own bundler runtime calls that copy's API, so the two must be the same minor. Recorded beside the
 * shared modules, so the deploy refuses a remote built with another minor than the running shell's.
 */
export const FEDERATION_RUNTIME = '@module-federation/runtime-core';

/** The runtime versions a remote built against `version` works with: the same minor. */
export function federationRuntimeRange(version: string): string {
  const [major, minor] = version.split('.');
  return `~${major}.${minor}.0`;
}

type SharedEntries = Record<string, { version?: string | false; requiredVersion?: string | false }>;

const CONSUME_SHARED_MODULE = 'consume-shared-module';
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;

function sharedEntries(federation: FederationConfig): SharedEntries {
  const shared = federation.shared;
  if (!shared || Array.isArray(shared)) throw new Error('the shared config is an object of shared modules (module-federation.base.ts)');
  return shared as SharedEntries;
}

/**
 * Writes the contract between the shell and the remotes beside each build, so a deploy can check
 * it before players' browsers would: the shell records what it provides, a remote what it needs.
 * Only shared modules the remote actually consumes count, and only facade names its own sources
 * import (a name the shell's facade lacks would be `undefined` at run time, not an error).
 */
export class SharedContractPlugin {
  /** `federation` is what ModuleFederationPlugin gets, with the runtime-sharing experiments (create-app-config.ts). */
  constructor(
    private readonly kind: 'host' | 'remote',
    private readonly federation: FederationConfig,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('SharedContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SharedContractPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const [file, contract] =
            this.kind === 'host' ? [PROVIDES_FILE, this.provides()] : [REQUIRES_FILE, this.requires([...compilation.modules])];
          compilation.emitAsset(file, new webpack.sources.RawSource(`${JSON.stringify(contract, null, 2)}\n`));
        },
      );
    });
  }

  private provides(): SharedProvides {
    const shared = Object.entries(sharedEntries(this.federation)).flatMap(([key, entry]) =>
      typeof entry.version === 'string' ? [[key, entry.version] as const] : [],
    );
    if (this.federation.experiments?.provideExternalRuntime) shared.push([FEDERATION_RUNTIME, installedVersion(FEDERATION_RUNTIME)]);
    const facades = (Object.keys(sharedFacades) as FacadedPackage[]).map((name) => [name, [...facadeExports(name)].sort()] as const);
    return { shared: Object.fromEntries(shared), facades: Object.fromEntries(facades) };
  }

  private requires(modules: webpack.Module[]): SharedRequires {
    const entries = sharedEntries(this.federation);
    const consumed = new Set<string>();
    const sources = new Set<string>();
    for (const module of modules) {
      if (module.type === CONSUME_SHARED_MODULE) {
        const shareKey = (module as unknown as { options: { shareKey: string } }).options.shareKey;
        consumed.add(shareKey);
      }
      const resource = (module as NormalModule).resource;
      if (typeof resource === 'string' && SOURCE_FILE.test(resource) && !resource.split(path.sep).includes('node_modules')) {
        sources.add(resource.split('?')[0] as string);
      }
    }
    const shared: Array<readonly [string, string | false]> = [...consumed]
      .sort()
      .map((key) => [key, entries[key]?.requiredVersion ?? false] as const);
    if (this.federation.experiments?.externalRuntime === true)
      shared.push([FEDERATION_RUNTIME, federationRuntimeRange(installedVersion(FEDERATION_RUNTIME))]);
    const facades = Object.entries(facadeUsage(sources)).filter(([, names]) => names.length > 0);
    return { shared: Object.fromEntries(shared), facades: Object.fromEntries(facades) };
  }
}
