import type { MountPoint, PublishedMenuEntry, RemoteModule, RemoteRegistry, RemoteSection } from './types';

export interface OwnedSection extends RemoteSection {
  remote: string;
}

/** Every remote's sections in registry order (parseRegistry has given a path claimed twice to its first claim). */
export function sectionsOf(registry: RemoteRegistry): OwnedSection[] {
  return Object.entries(registry).flatMap(([remote, entry]) => (entry.sections ?? []).map((section) => ({ ...section, remote })));
}

/** The remote module that fills one of the shell's mount points, if a remote fills it. */
export function mountOf(registry: RemoteRegistry, point: MountPoint): RemoteModule | null {
  for (const [remote, entry] of Object.entries(registry)) {
    const expose = entry.mounts?.[point];
    if (expose) return { remote, expose };
  }
  return null;
}

/** The remote module a page renders first, by its path without the locale; null for the shell's own pages. */
export function remoteMountForPath(registry: RemoteRegistry, pathWithoutLocale: string): RemoteModule | null {
  const first = pathWithoutLocale.split('/').find(Boolean);
  if (first === undefined) return mountOf(registry, 'home');
  const section = sectionsOf(registry).find((candidate) => candidate.path === first);
  return section ? { remote: section.remote, expose: section.expose } : null;
}

/** Every remote's menu entries in registry order. */
export function menuOf(registry: RemoteRegistry): Array<PublishedMenuEntry & { remote: string }> {
  return Object.entries(registry).flatMap(([remote, entry]) => (entry.menu ?? []).map((item) => ({ ...item, remote })));
}

/** The remote that ships a message namespace, if one does. */
export function namespaceOwner(registry: RemoteRegistry, namespace: string): string | null {
  return Object.entries(registry).find(([, entry]) => entry.namespaces?.includes(namespace))?.[0] ?? null;
}

/** The folder a remote's build was deployed to (its manifest's), with a trailing slash. */
export function buildFolderOf(manifestUrl: string): string {
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/**
 * The part of the registry a page needs, inlined into every page: where each remote is and what
 * it mounts and links. The page table and the message files are the server's business.
 */
export function clientRegistry(registry: RemoteRegistry): RemoteRegistry {
  return Object.fromEntries(
    Object.entries(registry).map(([name, { manifest, version, sections, mounts, menu }]) => [
      name,
      { manifest, version, sections, mounts, menu },
    ]),
  );
}
