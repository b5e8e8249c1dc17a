import fs from 'node:fs';
import ts from 'typescript';
import { type FacadedPackage, sharedFacades } from './facades';

function parse(file: string, text = fs.readFileSync(file, 'utf8')): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
}

/** Value names a source file imports from `packageName` (type-only imports are erased, so they don't count). */
export function importedValues(file: string, packageName: string, text?: string): string[] {
  const source = parse(file, text);
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

/** The names a shared facade exports: what the shell built from it provides to every remote. */
export function facadeExports(packageName: FacadedPackage): Set<string> {
  const source = parse(sharedFacades[packageName].facade);
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    }
  }
  return names;
}

/** Per facaded package, the sorted value names a set of source files import from it. */
export function facadeUsage(files: Iterable<string>): Record<FacadedPackage, string[]> {
  const packages = Object.keys(sharedFacades) as FacadedPackage[];
  const used = Object.fromEntries(packages.map((name) => [name, new Set<string>()])) as Record<FacadedPackage, Set<string>>;
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const packageName of packages) {
      if (!text.includes(packageName)) continue;
      for (const name of importedValues(file, packageName, text)) used[packageName].add(name);
    }
  }
  return Object.fromEntries(packages.map((name) => [name, [...used[name]].sort()])) as Record<FacadedPackage, string[]>;
}
