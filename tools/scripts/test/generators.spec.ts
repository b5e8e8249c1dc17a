import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The workspace generators produce projects that follow the conventions and work at once: the
 * scaffolded lib's and remote's own Jest projects run, they type-check and are formatted, and the
 * remote's publication is what its build would publish. (apps/e2e/src/shell/new-remote.e2e.ts also
 * builds a scaffolded remote and deploys it into the running site.)
 */
const WORKSPACE = path.resolve(__dirname, '../../..');
const LOCALES = ['de', 'en', 'es', 'lv', 'pt-BR', 'ru'];
const unique = `gen${process.pid}${Date.now().toString(36)}`;

/**
 * The generators write into a scratch copy of the workspace's sources (with its node_modules
 * linked), never into the workspace itself, so the suites running beside this one (the site
 * server's registry test reads apps/) never see a half-written project.
 */
function scratchWorkspace(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nfx-generators-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: WORKSPACE, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0')) {
    const source = path.join(WORKSPACE, file);
    if (!file || !fs.existsSync(source)) continue;
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.copyFileSync(source, path.join(root, file));
  }
  fs.symlinkSync(path.join(WORKSPACE, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

const SCRATCH = scratchWorkspace();
const libRoot = path.join(SCRATCH, 'libs/shared', `util-${unique}`);
const remoteRoot = path.join(SCRATCH, 'apps', unique);
const tsconfig = path.join(SCRATCH, `tsconfig.${unique}.json`);

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: SCRATCH,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', FORCE_COLOR: '0' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `nx g @nfx/tools:<generator> …`: the workspace's local Nx plugin (tools/nx-plugin). */
const generate = (generator: string, args: string[]) =>
  run(process.execPath, ['node_modules/nx/bin/nx.js', 'g', `@nfx/tools:${generator}`, ...args]);

const jestProject = (name: string) =>
  run(process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--selectProjects', name, '--maxWorkers=1']);

function typeCheck(root: string) {
  fs.writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: './tsconfig.base.json',
      include: [`${path.relative(SCRATCH, root)}/**/*.ts`, `${path.relative(SCRATCH, root)}/**/*.tsx`],
    }),
  );
  return run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', tsconfig, '--noEmit']);
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

describe('workspace generators', () => {
  jest.setTimeout(300_000);
  afterAll(() => fs.rmSync(SCRATCH, { recursive: true, force: true }));

  it('the lib generator scaffolds a lib with its tags, public API, README and a Jest project that runs', () => {
    const created = generate('lib', ['shared', `util-${unique}`, `@nfx/util-${unique}`]);
    expect(created).toMatchObject({ status: 0 });
    expect(readJson(path.join(libRoot, 'project.json'))).toMatchObject({
      name: `@nfx/util-${unique}`,
      tags: ['scope:shared', 'type:util'],
    });
    expect(readJson(path.join(libRoot, 'package.json'))).toMatchObject({ name: `@nfx/util-${unique}`, exports: { '.': './src/index.ts' } });
    expect(fs.readFileSync(path.join(libRoot, 'README.md'), 'utf8')).toContain('It may import util libs');

    fs.writeFileSync(path.join(libRoot, 'src/double.ts'), 'export const double = (value: number) => value * 2;\n');
    fs.writeFileSync(path.join(libRoot, 'src/index.ts'), "export { double } from './double';\n");
    fs.writeFileSync(
      path.join(libRoot, 'src/double.spec.ts'),
      "import { double } from './index';\n\nit('doubles', () => {\n  expect(double(21)).toBe(42);\n});\n",
    );
    const tests = jestProject(`@nfx/util-${unique}`);
    expect(tests.output).toMatch(/Tests:\s+1 passed, 1 total/);
    expect(typeCheck(libRoot)).toMatchObject({ status: 0 });
    expect(run('npx', ['prettier', '--check', path.relative(SCRATCH, libRoot)])).toMatchObject({ status: 0 });
  });

  it('the remote generator scaffolds a remote with routes.tsx, its publication, texts in every locale, tags, README and tests', async () => {
    const created = generate('remote', [unique, '4299']);
    expect(created).toMatchObject({ status: 0 });
    expect(readJson(path.join(remoteRoot, 'project.json'))).toMatchObject({ tags: [`scope:${unique}`, 'type:app'] });
    for (const file of ['src/exposes/routes.tsx', 'README.md', 'jest.config.js', 'publication.ts', 'module-federation.config.ts']) {
      expect(fs.existsSync(path.join(remoteRoot, file))).toBe(true);
    }
    expect(fs.readdirSync(path.join(remoteRoot, 'src/i18n')).sort()).toEqual(LOCALES);

    const { publicationFromSources } = await import(path.join(WORKSPACE, 'tools/webpack/remote-publication.ts'));
    const publication = await publicationFromSources(SCRATCH, unique);
    expect(publication).toMatchObject({
      sections: [{ path: unique, expose: './routes' }],
      pages: [unique],
      namespaces: [unique],
      locales: LOCALES,
    });
    expect(Object.keys(publication.menu[0].labels).sort()).toEqual(LOCALES);

    const tests = jestProject(`@nfx/${unique}`);
    expect(tests.output).toMatch(/Tests:\s+2 passed, 2 total/);
    expect(typeCheck(remoteRoot)).toMatchObject({ status: 0 });
    expect(run('npx', ['prettier', '--check', path.relative(SCRATCH, remoteRoot)])).toMatchObject({ status: 0 });

    expect(generate('remote', [unique, '4299']).status).not.toBe(0);
    expect(fs.existsSync(path.join(WORKSPACE, 'apps', unique))).toBe(false);
  });

  it.each([['My-Remote'], ['9lives'], ['with space']])('the remote generator refuses the name %p', (name) => {
    expect(generate('remote', [name, '4299']).status).not.toBe(0);
    expect(fs.existsSync(path.join(SCRATCH, 'apps', name))).toBe(false);
  });
});
