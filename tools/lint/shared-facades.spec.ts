import fs from 'node:fs';
import path from 'node:path';
import { type FacadedPackage, sharedFacades } from '../webpack/shared/facades';
import { facadeExports, importedValues } from '../webpack/shared/facade-usage';

const workspaceRoot = path.resolve(__dirname, '../..');

/**
 * Browser source files: what webpack bundles. Tests run on the real packages under Jest, and so do
 * their helpers (`testing/` folders, `test-support.tsx`), which no browser code imports.
 */
function browserSources(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'test', '__tests__', 'testing'].includes(entry.name)) files.push(...browserSources(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(spec|test|d)\.tsx?$/.test(entry.name) && entry.name !== 'test-support.tsx') {
      files.push(full);
    }
  }
  return files;
}

/**
 * The apps get react-router, react-query and react-i18next through facades that list what the
 * site uses. An import of a name missing from a facade would be `undefined` at run time, so
 * this fails first and says which facade to extend.
 */
describe('shared package facades', () => {
  const files = ['apps', 'libs']
    .flatMap((dir) => browserSources(path.join(workspaceRoot, dir)))
    .filter((file) => !file.includes(`${path.sep}platform-api${path.sep}`) && !file.includes(`${path.sep}e2e${path.sep}`));

  it.each(Object.keys(sharedFacades) as FacadedPackage[])('every name the apps import from %s is exported by its facade', (packageName) => {
    const exported = facadeExports(packageName);
    expect(exported.size).toBeGreaterThan(0);
    const missing = files.flatMap((file) =>
      importedValues(file, packageName)
        .filter((name) => !exported.has(name))
        .map(
          (name) =>
            `${path.relative(workspaceRoot, file)}: ${name} (add it to ${path.relative(workspaceRoot, sharedFacades[packageName].facade)})`,
        ),
    );
    expect(missing).toEqual([]);
  });

  it('no browser source imports a test helper (those are not checked above)', () => {
    const helper = /from '[^']*(\/testing|test-support)'/;
    const importers = files.filter((file) => helper.test(fs.readFileSync(file, 'utf8'))).map((file) => path.relative(workspaceRoot, file));
    expect(importers).toEqual([]);
  });

  it('finds the imports it checks', () => {
    const routerImports = files.flatMap((file) => importedValues(file, 'react-router'));
    expect(routerImports).toContain('useNavigate');
  });
});
