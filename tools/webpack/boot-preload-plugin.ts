import webpack, { type Chunk, type Compilation, type Compiler, type Module } from 'webpack';

/** What the site server reads to preload the shell's start-up files from the HTML. */
export interface BootPreloadManifest {
  scripts: string[];
  styles: string[];
}

export const BOOT_PRELOAD_FILE = 'boot-preload.json';

interface SharedModuleShape {
  options?: { shareKey?: string };
  _name?: string;
}

function chunksOfBlocks(compilation: Compilation, module: Module, into: Set<Chunk>): void {
  for (const block of module.blocks) {
    const group = compilation.chunkGraph.getBlockChunkGroup(block);
    for (const chunk of group?.chunks ?? []) into.add(chunk);
  }
}

/**
 * What the shell needs before its first paint: the entry's files, and those of the chunk group it
 * starts with `import()` (plus the chunks holding the shared modules that group consumes, which the
 * shell provides itself), which the browser would otherwise only learn of after the entry has run:
 * one more round trip before the first paint. The site server preloads them, the entry first.
 * When the start-up code is in the entry itself (`webpackMode: "eager"`), the group is the entry.
 */
export class BootPreloadPlugin {
  constructor(
    private readonly chunkGroupName: string,
    private readonly entryName = 'main',
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BootPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootPreloadPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const group = compilation.namedChunkGroups.get(this.chunkGroupName);
        if (!group) {
          compilation.errors.push(new webpack.WebpackError(`BootPreloadPlugin: no chunk group named "${this.chunkGroupName}"`));
          return;
        }
        const chunks = new Set<Chunk>(group.chunks);
        const consumedKeys = new Set<string>();
        for (const chunk of group.chunks) {
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            if (module.constructor.name !== 'ConsumeSharedModule') continue;
            const key = (module as unknown as SharedModuleShape).options?.shareKey;
            if (key) consumedKeys.add(key);
          }
        }
        for (const module of compilation.modules) {
          const name = (module as unknown as SharedModuleShape)._name;
          if (module.constructor.name === 'ProvideSharedModule' && name && consumedKeys.has(name))
            chunksOfBlocks(compilation, module, chunks);
        }
        // The entry first: the page's own <script defer> is fetched at low priority after every preload.
        const entryFiles = [...(compilation.entrypoints.get(this.entryName)?.getFiles() ?? [])];
        const files = [...new Set([...entryFiles, ...[...chunks].flatMap((chunk) => [...chunk.files]).sort()])];
        const manifest: BootPreloadManifest = {
          scripts: files.filter((file) => file.endsWith('.js')),
          styles: files.filter((file) => file.endsWith('.css')),
        };
        compilation.emitAsset(BOOT_PRELOAD_FILE, new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}
