/**
 * `npm run dev`: every app on its own webpack-dev-server with hot reload, the API in watch mode.
 * The shell (http://localhost:4200) proxies server paths to the API and serves a registry that
 * points at the remotes' dev servers, with each remote's publication read from its sources, so
 * remotes reload on their own. Every app with a `publication.ts` is a remote; its port is the
 * `devPort` of its webpack config.
 */
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { clientRegistry, parseRegistry, type RemoteRegistry } from '../../libs/shared/util-remote-registry/src/index';
import { workspaceRoot } from './create-app-config';
import { publicationFromSources, remoteApps } from './remote-publication';

export const apiDevPort = 3333;

const serverPaths = ['/api', '/nfx', '/oauth', '/demo', '/hit', '/robots.txt', '/platform', '/static', '/img'];

async function loadConfig(app: string): Promise<Configuration> {
  const module = (await import(path.join(workspaceRoot, 'apps', app, 'webpack.config.ts'))) as { default: unknown };
  const factory = (typeof module.default === 'function' ? module.default : (module.default as { default: unknown }).default) as (env: {
    mode: string;
  }) => Configuration;
  return factory({ mode: 'development' });
}

async function devRegistry(): Promise<RemoteRegistry> {
  const registry: RemoteRegistry = {};
  for (const remote of remoteApps(workspaceRoot)) {
    const port = (await loadConfig(remote)).devServer?.port;
    registry[remote] = {
      manifest: `http://localhost:${port}/mf-manifest.json`,
      version: 'dev',
      ...(await publicationFromSources(workspaceRoot, remote)),
    };
  }
  return clientRegistry(parseRegistry(registry));
}

export async function startDevServer(app: string): Promise<WebpackDevServer> {
  const config = await loadConfig(app);
  const port = config.devServer?.port;
  if (typeof port !== 'number') throw new Error(`apps/${app}/webpack.config.ts sets no devPort`);
  const isShell = app === 'shell';
  // A single-page app (the back office) keeps its path prefix and, like the shell, reaches the API through the proxy.
  const spaPrefix =
    typeof config.output?.publicPath === 'string' && config.output.publicPath.startsWith('/') && !isShell ? config.output.publicPath : null;
  if (!isShell && !spaPrefix && config.output) config.output.publicPath = `http://localhost:${port}/`;
  const registry = isShell ? await devRegistry() : {};
  const server = new WebpackDevServer(
    {
      port,
      host: 'localhost',
      hot: true,
      historyApiFallback: spaPrefix ? { index: `${spaPrefix}index.html` } : true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      proxy: isShell || spaPrefix ? [{ context: serverPaths, target: `http://localhost:${apiDevPort}`, changeOrigin: false }] : [],
      setupMiddlewares: (middlewares, devServer) => {
        if (isShell) devServer.app?.get('/remotes/registry.json', (_request, response) => response.json(registry));
        return middlewares;
      },
    },
    webpack(config),
  );
  await server.start();
  return server;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const apps = only.length ? only : ['shell', ...remoteApps(workspaceRoot)];
  for (const app of apps) {
    const server = await startDevServer(app);
    console.log(`[dev] ${app} on http://localhost:${server.options.port}`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
