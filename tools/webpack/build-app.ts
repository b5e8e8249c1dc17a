/**
 * Builds one app: `tsx tools/webpack/build-app.ts <app> [--mode development] [--out dir] [--label text]`.
 * Used by each app's Nx build target and by the deploy test that builds a second copy of a remote.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { workspaceRoot } from './create-app-config';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const app = process.argv[2];
  if (!app || app.startsWith('--')) throw new Error('usage: build-app.ts <app> [--mode production|development] [--out dir] [--label text]');
  const mode = (argument('mode') ?? 'production') as 'production' | 'development';
  const outputPath = argument('out') ? path.resolve(argument('out') as string) : undefined;
  const label = argument('label');
  if (label) process.env['NFX_BUILD_LABEL'] = label;

  const configModule = (await import(path.join(workspaceRoot, 'apps', app, 'webpack.config.ts'))) as {
    default:
      | ((env: { mode: string; outputPath?: string }) => Configuration)
      | { default: (env: { mode: string; outputPath?: string }) => Configuration };
  };
  const factory = typeof configModule.default === 'function' ? configModule.default : configModule.default.default;
  const config = factory({ mode, outputPath });
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack produced no stats'));
      const info = stats.toJson({ all: false, errors: true, warnings: true });
      for (const warning of info.warnings ?? []) console.warn(`[${app}] warning: ${warning.message}`);
      if (stats.hasErrors()) {
        for (const problem of info.errors ?? []) console.error(`[${app}] ${problem.message}`);
        return reject(new Error(`${app} build failed`));
      }
      resolve();
    });
  });
  // The deploy step reads it to name the build in the remote registry.
  if (config.output?.path)
    fs.writeFileSync(path.join(config.output.path, 'build-label.txt'), `${process.env['NFX_BUILD_LABEL'] ?? '0.1.0'}\n`);
  console.log(`[${app}] built in ${((Date.now() - started) / 1000).toFixed(1)} s → ${config.output?.path}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
