import fs from 'node:fs';
import path from 'node:path';
import {
  NAMESPACE_NAME,
  parseRegistry,
  type PublishedMenuEntry,
  type RemoteDeclaration,
  type RemotePublication,
} from '../../libs/shared/util-remote-registry/src/index';

/** A remote's translations by locale, then namespace: what `src/i18n/<locale>/<namespace>.json` hold. */
export type RemoteTexts = Record<string, Record<string, unknown>>;

/** Where a remote keeps its translations, and where its build puts them. */
export const TEXTS_SOURCE = 'src/i18n';
export const TEXTS_OUTPUT = 'i18n';
export const PUBLICATION_FILE = 'publication.json';

export function readRemoteTexts(appRoot: string): RemoteTexts {
  const root = path.join(appRoot, TEXTS_SOURCE);
  if (!fs.existsSync(root)) return {};
  const texts: RemoteTexts = {};
  for (const locale of fs.readdirSync(root, { withFileTypes: true })) {
    if (!locale.isDirectory()) continue;
    const namespaces: Record<string, unknown> = {};
    for (const file of fs
      .readdirSync(path.join(root, locale.name))
      .filter((name) => name.endsWith('.json'))
      .sort()) {
      namespaces[file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(root, locale.name, file), 'utf8'));
    }
    texts[locale.name] = namespaces;
  }
  return texts;
}

function lookUp(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * The publication of a remote's build from its declaration and its translations. Refuses what
 * the registry would drop or the site could not show: a section or page it does not own, a
 * namespace without a file in some locale (or a file for an undeclared one), a menu label missing
 * in a locale.
 */
export function publicationOf(remote: string, declaration: RemoteDeclaration, texts: RemoteTexts): RemotePublication {
  const problems: string[] = [];
  const locales = Object.keys(texts).sort();
  if (declaration.namespaces.length > 0 && locales.length === 0) problems.push(`no translations in apps/${remote}/${TEXTS_SOURCE}`);
  for (const namespace of declaration.namespaces) {
    if (!NAMESPACE_NAME.test(namespace)) problems.push(`"${namespace}" is no namespace name`);
  }
  for (const locale of locales) {
    const files = Object.keys(texts[locale] ?? {}).sort();
    const declared = [...declaration.namespaces].sort();
    if (files.join() !== declared.join())
      problems.push(`${locale} has ${files.join(', ') || 'no files'}; the declaration names ${declared.join(', ')}`);
  }
  const owned = new Set(declaration.sections.map((section) => section.path));
  for (const page of declaration.pages) {
    const pattern = typeof page === 'string' ? page : page.path;
    if (!owned.has(pattern.split('/')[0] ?? '')) problems.push(`page ${pattern} is outside the remote's sections`);
  }
  const menu = (declaration.menu ?? []).map((entry): PublishedMenuEntry => {
    const namespace = entry.label.split('.')[0] ?? '';
    if (!declaration.namespaces.includes(namespace)) problems.push(`menu label ${entry.label} is not in the remote's namespaces`);
    const labels: Record<string, string> = {};
    for (const locale of locales) {
      const label = lookUp(texts[locale], entry.label);
      if (label) labels[locale] = label;
      else problems.push(`menu label ${entry.label} is missing in ${locale}`);
    }
    return { ...entry, labels };
  });
  const publication: RemotePublication = { ...declaration, menu, locales };
  // Whatever the registry's reader would drop is a mistake in the declaration.
  const read = parseRegistry({ [remote]: { manifest: 'm', version: 'v', ...publication } })[remote];
  for (const field of ['sections', 'menu', 'pages', 'namespaces'] as const) {
    if ((read?.[field]?.length ?? 0) !== (publication[field]?.length ?? 0)) problems.push(`a ${field} item is malformed`);
  }
  if (Object.keys(read?.mounts ?? {}).length !== Object.keys(publication.mounts ?? {}).length) problems.push('a mount point is unknown');
  if (problems.length > 0) throw new Error(`apps/${remote}/publication.ts:\n  ${problems.join('\n  ')}`);
  return publication;
}

/** The remotes of the workspace: every app that declares a publication. */
export function remoteApps(workspaceRoot: string): string[] {
  const apps = path.join(workspaceRoot, 'apps');
  return fs
    .readdirSync(apps)
    .filter((name) => fs.existsSync(path.join(apps, name, 'publication.ts')))
    .sort();
}

/** A remote's publication straight from its sources, as its build would publish it (the dev registry, tests). */
export async function publicationFromSources(workspaceRoot: string, remote: string): Promise<RemotePublication> {
  const appRoot = path.join(workspaceRoot, 'apps', remote);
  const module = (await import(path.join(appRoot, 'publication.ts'))) as { default: RemoteDeclaration | { default: RemoteDeclaration } };
  const declaration = 'sections' in module.default ? module.default : module.default.default;
  return publicationOf(remote, declaration, readRemoteTexts(appRoot));
}
