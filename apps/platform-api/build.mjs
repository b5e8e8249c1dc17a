// Bundles the platform API into one ESM file. Dependencies stay external (installed by npm);
// workspace libs (@nfx/*) are TypeScript sources and get bundled in.
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

await build({
  entryPoints: ['apps/platform-api/src/main.ts'],
  outfile: 'dist/apps/platform-api/main.mjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: {},
  plugins: [
    {
      name: 'bundle-workspace-libs',
      setup(pluginBuild) {
        // `packages: 'external'` would also externalise @nfx/* (symlinks in node_modules): resolve
        // them to their TypeScript entry through each lib's package.json exports instead.
        pluginBuild.onResolve({ filter: /^@nfx\// }, (args) => {
          const [, name, rest] = /^@nfx\/([^/]+)(\/.*)?$/.exec(args.path) ?? [];
          const packageDir = fs.realpathSync(path.join('node_modules/@nfx', name));
          const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
          const target = manifest.exports?.[rest ? `.${rest}` : '.'];
          if (!target) return { errors: [{ text: `${args.path} is not exported by its package.json` }] };
          return { path: path.join(packageDir, target) };
        });
      },
    },
  ],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});

// The empty PGlite cluster a first start unpacks instead of running initdb (src/db/pglite-cluster-template.ts):
// made with the installed PGlite, so the two always match.
{
  const { PGlite } = await import('@electric-sql/pglite');
  const os = await import('node:os');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nfx-pglite-template-'));
  const cluster = new PGlite(scratch);
  await cluster.waitReady;
  const dump = await cluster.dumpDataDir('gzip');
  await cluster.close();
  fs.writeFileSync('dist/apps/platform-api/pglite-cluster.tar.gz', Buffer.from(await dump.arrayBuffer()));
  fs.rmSync(scratch, { recursive: true, force: true });
}
