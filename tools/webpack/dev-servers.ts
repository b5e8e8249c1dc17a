/**
 * `npm run dev`: every app on its own webpack-dev-server with hot reload, the API in watch mode.
 * The shell (http://localhost:4200) proxies server paths to the API and serves a registry that
 * points at the remotes' dev servers, so remotes reload on their own.
 */
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { workspaceRoot } from './create-app-config';

export const devPorts = { shell: 4200, casino: 4201, cashier: 4202, profile: 4203, loyalty: 4204, auth: 4205 } as const;
export const apiDevPort = 3333;

const serverPaths = ['/api', '/nfx', '/oauth', '/demo', '/hit', '/robots.txt', '/platform', '/static', '/img'];

async function loadConfig(app: string): Promise<Configuration> {
  const module = (await import(path.join(workspaceRoot, 'apps', app, 'webpack.config.ts'))) as { default: unknown };
  const factory = (typeof module.default === 'function' ? module.default : (module.default as { default: unknown }).default) as (env: {
    mode: string;
  }) => Configuration;
  return factory({ mode: 'development' });
}

export async function startDevServer(app: keyof typeof devPorts): Promise<WebpackDevServer> {
  const config = await loadConfig(app);
  const port = devPorts[app];
  const isShell = app === 'shell';
  if (!isShell && config.output) config.output.publicPath = `http://localhost:${port}/`;
  const registry = Object.fromEntries(
    Object.entries(devPorts)
      .filter(([name]) => name !== 'shell')
      .map(([name, remotePort]) => [name, { manifest: `http://localhost:${remotePort}/mf-manifest.json`, version: 'dev' }]),
  );
  const server = new WebpackDevServer(
    {
      port,
      host: 'localhost',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      proxy: isShell ? [{ context: serverPaths, target: `http://localhost:${apiDevPort}`, changeOrigin: false }] : [],
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
  const only = process.argv.slice(2) as Array<keyof typeof devPorts>;
  const apps = only.length ? only : (Object.keys(devPorts) as Array<keyof typeof devPorts>);
  for (const app of apps) {
    await startDevServer(app);
    console.log(`[dev] ${app} on http://localhost:${devPorts[app]}`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
