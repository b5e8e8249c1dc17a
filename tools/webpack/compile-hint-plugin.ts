import webpack, { type Chunk, type Compilation, type Compiler } from 'webpack';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Which chunks get the hint: those whose code nearly all runs as soon as they load. */
export type StartupChunkFilter = (chunk: Chunk, compilation: Compilation) => boolean;

/** The shell's start-up chunks, by name. */
export const chunksNamed =
  (names: readonly string[]): StartupChunkFilter =>
  (chunk) =>
    chunk.name !== undefined && chunk.name !== null && names.includes(chunk.name);

/** A remote's container entry and every chunk of its exposed modules: loaded only to be mounted. */
export const remoteMountChunks =
  (containerName: string): StartupChunkFilter =>
  (chunk) =>
    chunk.name === containerName || [...chunk.groupsIterable].some((group) => group.name?.startsWith('__federation_expose_'));

/**
 * Marks the scripts whose functions nearly all run once they load. V8 otherwise compiles a
 * function lazily, on the main thread, the first time it is called: in the start-up tasks the
 * player waits on. With the hint it compiles them while the file streams in, on a background
 * thread. The hint must be the file's first line, so it is added after minification (which drops
 * comments) and before the source maps are written (which then account for the extra line).
 * Browsers without the feature read it as a comment.
 */
export class CompileHintPlugin {
  constructor(private readonly isStartupChunk: StartupChunkFilter) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!this.isStartupChunk(chunk, compilation)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(EAGER_COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}
