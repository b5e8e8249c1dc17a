import path from 'node:path';
import webpack, { type Compiler } from 'webpack';
import type { RemoteDeclaration, RemotePublication } from '../../libs/shared/util-remote-registry/src/index';
import { PUBLICATION_FILE, publicationOf, readRemoteTexts, TEXTS_OUTPUT, TEXTS_SOURCE } from './remote-publication';

/**
 * Emits what a remote publishes beside its mf-manifest.json: `publication.json` (read by the
 * deploy script into the registry) and `i18n/<locale>.json`, every namespace of one locale, which
 * the remote loads from its own folder when it mounts. Both are re-read on every compilation, so
 * the dev server picks up an edited text.
 */
export class RemotePublicationPlugin {
  constructor(
    private readonly remote: string,
    private readonly appRoot: string,
    private readonly declaration: RemoteDeclaration,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RemotePublicationPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemotePublicationPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.contextDependencies.add(path.join(this.appRoot, TEXTS_SOURCE));
          const texts = readRemoteTexts(this.appRoot);
          for (const [locale, namespaces] of Object.entries(texts)) {
            for (const namespace of Object.keys(namespaces))
              compilation.fileDependencies.add(path.join(this.appRoot, TEXTS_SOURCE, locale, `${namespace}.json`));
          }
          let publication: RemotePublication;
          try {
            publication = publicationOf(this.remote, this.declaration, texts);
          } catch (error) {
            compilation.errors.push(new webpack.WebpackError(error instanceof Error ? error.message : String(error)));
            return;
          }
          for (const [locale, namespaces] of Object.entries(texts)) {
            compilation.emitAsset(`${TEXTS_OUTPUT}/${locale}.json`, new webpack.sources.RawSource(JSON.stringify(namespaces)));
          }
          compilation.emitAsset(PUBLICATION_FILE, new webpack.sources.RawSource(`${JSON.stringify(publication, null, 2)}\n`));
        },
      );
    });
  }
}
