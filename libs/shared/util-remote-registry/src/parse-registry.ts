import {
  DETAIL_LOOKUPS,
  type DetailLookup,
  MOUNT_POINTS,
  type PublishedMenuEntry,
  type RegistryEntry,
  type RemotePage,
  type RemoteRegistry,
  type RemoteSection,
} from './types';

type Dict = Record<string, unknown>;

const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A path segment a section may own: what the site's own paths look like. */
export const SECTION_PATH = /^[a-z0-9][a-z0-9_-]*$/;
/** A message namespace: one key segment, no dots. */
export const NAMESPACE_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

const isExpose = (value: unknown): value is string => isText(value) && value.startsWith('./');

function isSection(value: unknown): value is RemoteSection {
  return (
    isDict(value) &&
    isText(value['path']) &&
    SECTION_PATH.test(value['path']) &&
    isExpose(value['expose']) &&
    (value['frame'] === undefined || value['frame'] === 'site' || value['frame'] === 'bare')
  );
}

function isPage(value: unknown): value is RemotePage {
  if (isText(value)) return !value.startsWith('/');
  return isDict(value) && isText(value['path']) && DETAIL_LOOKUPS.includes(value['lookup'] as DetailLookup);
}

function isMenuEntry(value: unknown): value is PublishedMenuEntry {
  return (
    isDict(value) &&
    isText(value['id']) &&
    isText(value['path']) &&
    value['path'].startsWith('/') &&
    isText(value['label']) &&
    isDict(value['labels']) &&
    Object.values(value['labels']).every(isText)
  );
}

const listOf = <T>(value: unknown, isItem: (item: unknown) => item is T): T[] => (Array.isArray(value) ? value.filter(isItem) : []);

function mountsOf(value: unknown): RegistryEntry['mounts'] {
  if (!isDict(value)) return {};
  return Object.fromEntries(MOUNT_POINTS.filter((point) => isExpose(value[point])).map((point) => [point, value[point] as string]));
}

/**
 * The registry as the server reads it from `registry.json` (and hands on to pages): entries
 * without a manifest and version are dropped, and so is any malformed item of a publication, so
 * one bad entry never takes the other remotes down. A section path two remotes claim stays with
 * the first: the deploy script refuses a second claim, so only a hand-edited file has one.
 */
export function parseRegistry(value: unknown): RemoteRegistry {
  if (!isDict(value)) return {};
  const registry: RemoteRegistry = {};
  const claimed = new Set<string>();
  for (const [name, entry] of Object.entries(value)) {
    if (!isDict(entry) || !isText(entry['manifest']) || !isText(entry['version'])) continue;
    const sections = listOf(entry['sections'], isSection).filter((section) => !claimed.has(section.path));
    for (const section of sections) claimed.add(section.path);
    registry[name] = {
      manifest: entry['manifest'],
      version: entry['version'],
      sections,
      mounts: mountsOf(entry['mounts']),
      menu: listOf(entry['menu'], isMenuEntry),
      pages: listOf(entry['pages'], isPage),
      namespaces: listOf(entry['namespaces'], (item): item is string => isText(item) && NAMESPACE_NAME.test(item)),
      locales: listOf(entry['locales'], isText),
    };
  }
  return registry;
}
