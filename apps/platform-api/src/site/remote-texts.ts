import fs from 'node:fs';
import path from 'node:path';
import { buildFolderOf, namespaceOwner, type RemoteRegistry } from '@nfx/remote-registry';

type Tree = Record<string, unknown>;

function lookUp(tree: Tree, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Tree)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * The built-in texts of the deployed remotes, for what the server draws itself (the hall's title
 * in its first paint): each remote ships its namespaces in `i18n/<locale>.json` inside its build
 * folder, which the registry names. A build never changes once deployed, so each file is read
 * once; one that is missing or unreadable (a build still being copied) gives nothing and is read
 * again next time.
 */
export function createRemoteTexts(siteRoot: string) {
  const remotesRoot = path.join(siteRoot, 'remotes');
  const files = new Map<string, Tree>();

  const read = async (file: string): Promise<Tree | null> => {
    const known = files.get(file);
    if (known) return known;
    try {
      const tree = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Tree;
      files.set(file, tree);
      return tree;
    } catch {
      return null;
    }
  };

  /** The file of one remote and locale, only inside the site's remotes folder. */
  const fileOf = (manifestUrl: string, locale: string): string | null => {
    const file = path.join(siteRoot, path.normalize(`${buildFolderOf(manifestUrl)}i18n/${locale}.json`).replace(/^([/\\])+/, ''));
    const relative = path.relative(remotesRoot, file);
    return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? file : null;
  };

  /** `namespace.key` → text, for the keys a deployed remote ships in `locale`; others are left out. */
  return async (registry: RemoteRegistry, locale: string, keys: readonly string[]): Promise<Record<string, string>> => {
    const found: Record<string, string> = {};
    for (const key of keys) {
      const owner = namespaceOwner(registry, key.slice(0, key.indexOf('.')));
      const entry = owner ? registry[owner] : undefined;
      if (!entry?.locales?.includes(locale)) continue;
      const file = fileOf(entry.manifest, locale);
      const tree = file ? await read(file) : null;
      const text = tree ? lookUp(tree, key) : undefined;
      if (text !== undefined) found[key] = text;
    }
    return found;
  };
}

export type RemoteTextsReader = ReturnType<typeof createRemoteTexts>;
