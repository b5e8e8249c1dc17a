import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { type FacadedPackage, sharedFacades } from '../webpack/shared/facades';

const workspaceRoot = path.resolve(__dirname, '../..');

/** Browser source files: what webpack bundles. Tests run on the real packages under Jest. */
function browserSources(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'test', '__tests__'].includes(entry.name)) files.push(...browserSources(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(spec|test|d)\.tsx?$/.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

/** Value names imported from `packageName` (type-only imports are erased, so they don't count). */
function importedValues(file: string, packageName: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  for (const statement of source.statements) {
    const isFrom = (node: ts.Expression | undefined) => node && ts.isStringLiteral(node) && node.text === packageName;
    if (ts.isImportDeclaration(statement) && isFrom(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) names.push('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
      }
    }
    if (ts.isExportDeclaration(statement) && isFrom(statement.moduleSpecifier) && !statement.isTypeOnly) names.push('*');
  }
  return names;
}

function facadeExports(packageName: FacadedPackage): Set<string> {
  const file = sharedFacades[packageName].facade;
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    }
  }
  return names;
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

  it('finds the imports it checks', () => {
    const routerImports = files.flatMap((file) => importedValues(file, 'react-router'));
    expect(routerImports).toContain('useNavigate');
  });
});
