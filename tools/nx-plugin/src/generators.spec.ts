import path from 'node:path';
import { readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';

type RemoteGenerator = (tree: Tree, options: { name: string; port: number }) => Promise<() => void>;
type LibGenerator = (
  tree: Tree,
  options: { scope: string; directory: string; packageName: string; environment?: 'jsdom' | 'node' },
) => Promise<() => void>;

let remoteGenerator: RemoteGenerator;
let libGenerator: LibGenerator;

beforeAll(async () => {
  // The generators are CommonJS so Nx runs them without a TypeScript transpiler.
  ({ default: remoteGenerator } = (await import(path.join(__dirname, 'remote/generator.js'))) as { default: RemoteGenerator });
  ({ default: libGenerator } = (await import(path.join(__dirname, 'lib/generator.js'))) as { default: LibGenerator });
});

const LOCALES = ['de', 'en', 'es', 'lv', 'pt-BR', 'ru'];
const text = (tree: Tree, file: string) => tree.read(file, 'utf-8') ?? '';

describe('nx g @nfx/tools:remote', () => {
  it('scaffolds the remote under apps/<name> with its tags, package name, publication, federation and texts', async () => {
    const tree = createTreeWithEmptyWorkspace();
    await remoteGenerator(tree, { name: 'bingo', port: 4206 });

    expect(readJson(tree, 'apps/bingo/project.json')).toEqual({
      name: '@nfx/bingo',
      $schema: '../../node_modules/nx/schemas/project-schema.json',
      sourceRoot: 'apps/bingo/src',
      projectType: 'application',
      tags: ['scope:bingo', 'type:app'],
      targets: {
        build: {
          executor: 'nx:run-commands',
          outputs: ['{workspaceRoot}/dist/apps/bingo'],
          options: { command: 'tsx tools/webpack/build-app.ts bingo' },
        },
      },
    });
    // The npm workspace links the app under this name; there are no tsconfig path aliases.
    expect(readJson(tree, 'apps/bingo/package.json')).toEqual({ name: '@nfx/bingo', version: '0.1.0', private: true });
    // What the build publishes into the remote registry.
    const publication = text(tree, 'apps/bingo/publication.ts');
    expect(publication).toContain("sections: [{ path: 'bingo', expose: './routes' }]");
    expect(publication).toContain("menu: [{ id: 'bingo', path: '/bingo', label: 'bingo.menu.home' }]");
    expect(publication).toContain("pages: ['bingo']");
    expect(publication).toContain("namespaces: ['bingo']");
    expect(text(tree, 'apps/bingo/module-federation.config.ts')).toContain("name: 'bingo'");
    expect(text(tree, 'apps/bingo/webpack.config.ts')).toContain('devPort: 4206');
    expect(text(tree, 'apps/bingo/jest.config.js')).toContain("displayName: '@nfx/bingo'");
    expect(text(tree, 'apps/bingo/src/exposes/routes.tsx')).toContain('export default function BingoRoutes');
    expect(text(tree, 'apps/bingo/src/texts.ts')).toContain('export const BingoTexts = createRemoteTexts');
    expect(tree.children('apps/bingo/src/i18n').sort()).toEqual(LOCALES);
    expect(readJson(tree, 'apps/bingo/src/i18n/de/bingo.json')).toEqual({
      menu: { home: 'Bingo' },
      home: { title: 'Bingo', description: 'Dieser Bereich ist bereit für seine erste Seite.' },
    });
    expect(text(tree, 'apps/bingo/README.md')).toContain('npx nx g @nfx/tools:lib bingo feature-bingo @nfx/bingo-feature-bingo jsdom');
    // Templates keep no trace of their own file names.
    expect(tree.listChanges().filter((change) => /__/.test(change.path))).toEqual([]);
  });

  it('refuses a remote that exists and changes nothing of it', async () => {
    const tree = createTreeWithEmptyWorkspace();
    tree.write('apps/bingo/README.md', 'ours\n');
    await expect(remoteGenerator(tree, { name: 'bingo', port: 4206 })).rejects.toThrow('apps/bingo already exists');
    expect(text(tree, 'apps/bingo/README.md')).toBe('ours\n');
  });

  it.each([['My-Remote'], ['9lives'], ['with space']])('refuses the name %p', async (name) => {
    const tree = createTreeWithEmptyWorkspace();
    await expect(remoteGenerator(tree, { name, port: 4206 })).rejects.toThrow(/lower-case letters and digits/);
    expect(tree.exists(`apps/${name}`)).toBe(false);
  });
});

describe('nx g @nfx/tools:lib', () => {
  it('scaffolds a shared util lib with its tags, package exports and a node Jest project', async () => {
    const tree = createTreeWithEmptyWorkspace();
    await libGenerator(tree, { scope: 'shared', directory: 'util-dice', packageName: '@nfx/dice' });

    expect(readJson(tree, 'libs/shared/util-dice/project.json')).toMatchObject({
      name: '@nfx/dice',
      sourceRoot: 'libs/shared/util-dice/src',
      projectType: 'library',
      tags: ['scope:shared', 'type:util'],
    });
    expect(readJson(tree, 'libs/shared/util-dice/package.json')).toMatchObject({
      name: '@nfx/dice',
      exports: { '.': './src/index.ts' },
      types: './src/index.ts',
    });
    expect(text(tree, 'libs/shared/util-dice/jest.config.js')).toContain("testEnvironment: 'node'");
    expect(text(tree, 'libs/shared/util-dice/README.md')).toContain(
      "shared by every app; it never imports a scope's libs. It may import util libs",
    );
    expect(text(tree, 'libs/shared/util-dice/src/index.ts')).toContain('export {};');
  });

  it('scaffolds an app-owned data-access lib tested in jsdom', async () => {
    const tree = createTreeWithEmptyWorkspace();
    tree.write('apps/cashier/project.json', '{}');
    await libGenerator(tree, {
      scope: 'cashier',
      directory: 'data-access-limits',
      packageName: '@nfx/cashier-limits',
      environment: 'jsdom',
    });

    expect(readJson(tree, 'libs/cashier/data-access-limits/project.json').tags).toEqual(['scope:cashier', 'type:data-access']);
    expect(text(tree, 'libs/cashier/data-access-limits/jest.config.js')).toContain('tools/jest/jsdom-environment.js');
    expect(text(tree, 'libs/cashier/data-access-limits/README.md')).toContain(
      'owned by the cashier app; only cashier and shared projects import it. It may import data-access and util libs',
    );
  });

  it.each([
    [{ scope: 'casino', directory: 'feature-hall', packageName: '@nfx/casino-hall' }, 'no app owns the scope casino'],
    [{ scope: 'shared', directory: 'helpers', packageName: '@nfx/helpers' }, '<feature|ui|data-access|util>-<name>'],
    [{ scope: 'shared', directory: 'util-x', packageName: 'util-x' }, 'The package name is @nfx/<name>'],
  ])('refuses %p', async (options, message) => {
    const tree = createTreeWithEmptyWorkspace();
    await expect(libGenerator(tree, options)).rejects.toThrow(message);
    expect(tree.listChanges().filter((change) => change.path.startsWith('libs/'))).toEqual([]);
  });
});
