import path from 'node:path';
import zlib from 'node:zlib';
import type { Configuration, RuleSetRule } from 'webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { VanillaExtractPlugin } from '@vanilla-extract/webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
// Types only: the dev server's options (`devServer`) on webpack's Configuration.
import type {} from 'webpack-dev-server';
import type { RemoteDeclaration } from '../../libs/shared/util-remote-registry/src/index';
import type { FederationConfig } from '../../module-federation.base';
import { BootPreloadPlugin } from './boot-preload-plugin';
import { chunksNamed, CompileHintPlugin, remoteMountChunks } from './compile-hint-plugin';
import { RemotePublicationPlugin } from './remote-publication-plugin';
import { SharedContractPlugin } from './shared-contract-plugin';
import { facadeAliases } from './shared/facades';
import { facadeExports } from './shared/facade-usage';
import type { PureAnnotationsOptions } from './pure-annotations-loader';

export const workspaceRoot = path.resolve(__dirname, '../..');

/**
 * The shell's one start-up script, its entry: the webpack and federation runtimes, the shared
 * libraries it provides and its start-up code (see `eagerShared`). Named `bootstrap`, not `main`:
 * apps/e2e/src/shell/first-screen.e2e.ts waits for the script called so.
 */
export const BOOTSTRAP_CHUNK = 'bootstrap';

/**
 * The .br and .gz beside every text file of at least 1 KB that the site server sends: it sends them as
 * they are (`preCompressed`) instead of compressing per request. Written by the build, so a remote
 * built alone and deployed (remote.yml, deploy-remote.mjs) carries them as `npm run build` does.
 * Every such file is compressed, however little it gains.
 */
function precompressedCopies(): webpack.WebpackPluginInstance[] {
  const files = { test: /\.(js|css|json|svg|html|txt|map)$/, threshold: 1024, minRatio: Number.MAX_SAFE_INTEGER };
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      ...files,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...files, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
  ];
}

export interface AppBuildOptions {
  /** Folder name under apps/. */
  app: string;
  /** Not for a plain single-page app (`kind: 'spa'`), which shares nothing at runtime. */
  federation?: FederationConfig;
  mode: 'production' | 'development';
  /** Output folder; defaults to dist/apps/<app>. */
  outputPath?: string;
  /** Dev server port when run standalone. */
  devPort?: number;
  /** Shown in the remote's root element so deploys can be verified; defaults to the package version. */
  buildLabel?: string;
  /**
   * The shell is served by the site server at `/`; remotes resolve their own public path; a plain
   * single-page app (the back office) is served under its own `publicPath` without Module Federation.
   */
  kind: 'host' | 'remote' | 'spa';
  /** Where a `spa` is served from, e.g. `/backoffice/`. */
  publicPath?: string;
  /** A remote's `publication.ts`: its sections, mount points, menu, pages and namespaces (see remote-publication.ts). */
  publication?: RemoteDeclaration;
}

/**
 * The federation runtime (~25 KB br) exists once per page: the shell provides it and the
 * production remotes use the shell's copy instead of bundling their own. A remote served
 * standalone in dev has no shell, so it keeps its own runtime there.
 */
function withRuntimeSharing(options: AppBuildOptions & { federation: FederationConfig }): FederationConfig {
  const { federation, kind, mode } = options;
  const experiments = { ...federation.experiments, optimization: { ...federation.experiments?.optimization, target: 'web' as const } };
  if (kind === 'host')
    return { ...federation, shared: eagerShared(federation), experiments: { ...experiments, provideExternalRuntime: true } };
  // A remote loads no other remote: without the bundler runtime's remote-loading code (disableRemote).
  if (mode === 'production')
    return {
      ...federation,
      shared: sharedFromHostOnly(federation),
      experiments: { ...experiments, externalRuntime: true, optimization: { ...experiments.optimization, disableRemote: true } },
    };
  return { ...federation, experiments };
}

function federationPlugins(kind: 'host' | 'remote', federation: FederationConfig): webpack.WebpackPluginInstance[] {
  return [
    new ModuleFederationPlugin(federation),
    // What the shell provides and a remote requires of the shared modules and the federation runtime, checked by deploy-remote.mjs.
    new SharedContractPlugin(kind, federation),
  ];
}

/**
 * The shell provides the shared libraries (react, react-dom, the router, react-query, i18next,
 * react-i18next, zustand, with the facades that narrow some of them, and the workspace's session,
 * API client, errors and dialogs) and every page needs all of them before its first render.
 * Module Federation gives each shared module its own async chunk, fetched once main.js has run.
 * `eager` puts them in the entry instead, with the start-up code (the `import()` of main.ts is
 * `webpackMode: "eager"`): one script where there were three (main, framework, bootstrap), so two
 * responses' headers fewer and one compression window: 4 KB brotli less on the first load of `/`
 * (docs/scaling.md). Remotes still take them from the share scope, which the shell fills before
 * any remote loads. The price: a shell release changes the one file, libraries included, that a
 * returning player then fetches again where a separate libraries file could have stayed cached.
 */
function eagerShared(federation: FederationConfig): FederationConfig['shared'] {
  const shared = federation.shared;
  if (!shared || Array.isArray(shared)) throw new Error('the shared config is an object of shared modules (module-federation.base.ts)');
  return Object.fromEntries(
    Object.entries(shared).map(([key, entry]) => [
      key,
      typeof entry === 'string' ? { requiredVersion: entry, eager: true } : { ...entry, eager: true },
    ]),
  );
}

/** Where a package's build leaves out `#__PURE__` marks that would let unused code go (pure-annotations-loader.ts). */
const PURE_ANNOTATIONS: Array<{ test: RegExp; options: () => PureAnnotationsOptions }> = [
  // The components the react-router facade does not export: −1.1 KB brotli of the shell's start-up script.
  {
    test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/,
    options: () => ({ callees: ['React\\d*\\.(?:forwardRef|memo|createContext)'], exportedComponents: [...facadeExports('react-router')] }),
  },
  // The federation SDK's loggers, unused in a remote's entry: −0.4 KB brotli of each remoteEntry.js.
  {
    test: /[\\/]node_modules[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]logger\.js$/,
    options: () => ({ callees: ['createLogger', 'createInfrastructureLogger'] }),
  },
];

/** Production only: development keeps every display name and builds a little faster. */
function pureAnnotationRules(): RuleSetRule[] {
  return PURE_ANNOTATIONS.map(({ test, options }) => ({
    test,
    use: { loader: require.resolve('./pure-annotations-loader'), options: options() },
  }));
}

/**
 * A production remote takes every shared module from the shell, which provides them all before any
 * remote loads (`eagerShared`; deploy-remote.mjs refuses a remote that requires one the running
 * shell does not provide). Its own copies (`import: false` leaves them out) were never used: their
 * registration and fallback loaders made up ~0.9 KB brotli of each `remoteEntry.js`, and each copy
 * was a chunk of its own in the build. A remote served standalone in development keeps them.
 */
function sharedFromHostOnly(federation: FederationConfig): FederationConfig['shared'] {
  const shared = federation.shared;
  if (!shared || Array.isArray(shared)) throw new Error('the shared config is an object of shared modules (module-federation.base.ts)');
  return Object.fromEntries(
    Object.entries(shared).map(([key, entry]) => [
      key,
      typeof entry === 'string' ? { requiredVersion: entry, import: false as const } : { ...entry, import: false as const },
    ]),
  );
}

/** Unminified bytes a group of modules shared by a remote's exposes needs before it gets a chunk of its own. */
const REMOTE_SHARED_CHUNK_MIN_BYTES = 30_000;

/** The chunk Module Federation gives an exposed module (`./HomeGameRows` → `__federation_expose_HomeGameRows`). */
function exposeChunkName(expose: string): string {
  return `__federation_expose_${expose.replace(/^\.\//, '')}`;
}

/**
 * A remote's chunks. A page mounts one or two of its exposes: fewer, larger shared chunks (a module
 * may repeat across exposes) cost fewer requests than webpack's default 20 KB threshold gave. An
 * expose the shell mounts into its pages (publication `mounts`: the home page's game rows, the
 * auth dialog) keeps all its code in its own script, as it is often on a page's first load, where
 * each extra script costs a response's headers and its own compression window: the casino's rows
 * came to 7.7 KB brotli in one script instead of 8.3 KB in two. The price is paid by a page that
 * loads both a mounted expose and the remote's routes, which fetches their common modules twice
 * (each still runs once: webpack caches a module by its id).
 */
function remoteSplitChunks(publication: RemoteDeclaration): NonNullable<Configuration['optimization']>['splitChunks'] {
  const mounted = new Set(Object.values(publication.mounts ?? {}).map(exposeChunkName));
  return { minSize: REMOTE_SHARED_CHUNK_MIN_BYTES, chunks: (chunk) => !chunk.canBeInitial() && !mounted.has(chunk.name ?? '') };
}

/**
 * One webpack configuration for every app: swc for TypeScript/JSX, vanilla-extract for
 * styles, Module Federation from @module-federation/enhanced configured directly.
 */
export function createAppConfig(options: AppBuildOptions): Configuration {
  const { app, mode, kind, publication } = options;
  if (kind === 'remote' && !publication)
    throw new Error(`${app}: a remote's webpack config passes its publication (apps/${app}/publication.ts)`);
  const { federation } = options;
  if (kind !== 'spa' && !federation) throw new Error(`${app}: a host or remote passes its federation config`);
  if (kind === 'spa' && !options.publicPath) throw new Error(`${app}: a single-page app passes the publicPath it is served from`);
  const appRoot = path.join(workspaceRoot, 'apps', app);
  const production = mode === 'production';
  const buildLabel = options.buildLabel ?? process.env['NFX_BUILD_LABEL'] ?? '0.1.0';
  const entryName = kind === 'host' ? BOOTSTRAP_CHUNK : 'main';

  return {
    mode,
    context: appRoot,
    entry: { [entryName]: './src/main.ts' },
    target: 'web',
    // Maps are written for the error tracker but not referenced from the scripts, and the server does not serve them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: options.outputPath ?? path.join(workspaceRoot, 'dist/apps', app),
      publicPath: kind === 'host' ? '/' : kind === 'spa' ? options.publicPath : 'auto',
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      // Chunks carry their content hash in development too: a shared facade (tools/webpack/shared)
      // is emitted twice with different content under one name (as in production, where the hash
      // tells the two apart), and without the hash the dev server refused the second.
      chunkFilename: 'js/[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // Each remote's chunks register under their own global so two remotes never collide.
      uniqueName: `nfx_${app}`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      conditionNames: ['development', 'browser', 'import', 'module', 'default'],
      // The real packages behind the shared facades (tools/webpack/shared/facades.ts).
      alias: facadeAliases(production),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                // What the shared libraries need of a browser already (query-core's private class
                // fields, the federation runtime's `??=`): class fields stay as written (−0.3 KB
                // brotli of the shell's start-up script against es2020).
                target: 'es2022',
              },
            },
          },
        },
        {
          test: /\.vanilla\.css$/i,
          use: [MiniCssExtractPlugin.loader, { loader: require.resolve('css-loader'), options: { url: false } }],
        },
        { test: /\.(svg|png|webp|woff2?)$/i, type: 'asset/resource' },
        ...(production ? pureAnnotationRules() : []),
      ],
    },
    plugins: [
      new VanillaExtractPlugin({ identifiers: production ? 'short' : 'debug' }),
      new MiniCssExtractPlugin({
        filename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
        chunkFilename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
      }),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        __NFX_APP__: JSON.stringify(app),
        __NFX_BUILD_LABEL__: JSON.stringify(buildLabel),
      }),
      ...(federation && kind !== 'spa' ? federationPlugins(kind, withRuntimeSharing({ ...options, federation })) : []),
      ...(kind === 'host' ? [new BootPreloadPlugin(BOOTSTRAP_CHUNK, BOOTSTRAP_CHUNK)] : []),
      // Scripts whose code runs as soon as they load: the shell's start-up (the entry with the webpack
      // and federation runtimes, the shared framework, the app) and a remote's entry and mounted modules.
      ...(production && kind !== 'spa'
        ? [new CompileHintPlugin(kind === 'host' ? chunksNamed([BOOTSTRAP_CHUNK]) : remoteMountChunks(federation?.name ?? app))]
        : []),
      ...(publication ? [new RemotePublicationPlugin(app, appRoot, publication)] : []),
      // The shell's page is rendered by the site server from this template; a remote's page is its standalone dev frame.
      new HtmlWebpackPlugin({
        template: path.join(appRoot, 'src/index.html'),
        filename: 'index.html',
        inject: 'body',
        scriptLoading: 'defer',
        // The site server fills the placeholder comments, so the minifier must keep them.
        minify: production ? { collapseWhitespace: true, removeComments: false, minifyCSS: true } : false,
        chunks: [entryName],
      }),
      // Last, so it compresses the files the plugins above emit at the same stage (the federation manifest).
      ...(production ? precompressedCopies() : []),
    ],
    optimization: {
      // webpack's own minimizer plugin with swc instead of terser, at webpack's default two compress
      // passes. Building the casino remote took 37–42 s with terser and 23–27 s with swc (two runs
      // each, this 2-core sandbox), and its scripts came out smaller: 646.5 KB against 652.7 KB
      // (190.1 KB against 190.6 KB brotli). Licence comments are still extracted the same way.
      minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 } } } })],
      // One-letter export names where webpack renames them (−0.7 KB brotli of the shell's start-up
      // script, −0.2 KB of the casino's rows against 'deterministic'). The price: an export added to
      // or removed from a module can rename the others, so the chunks importing it change too.
      // Module ids stay 'deterministic': 'size' took 0.5 KB more but renumbers every chunk on release.
      ...(production ? { mangleExports: 'size' as const } : {}),
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
      ...(kind === 'remote' && production && publication ? { splitChunks: remoteSplitChunks(publication) } : {}),
    },
    performance: { hints: false },
    ...(options.devPort ? { devServer: { port: options.devPort } } : {}),
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
