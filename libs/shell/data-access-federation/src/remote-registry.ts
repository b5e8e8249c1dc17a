import type { RemoteRegistry } from '@nfx/remote-registry';

export type { RemoteRegistry };

export const REGISTRY_ELEMENT_ID = 'nfx-remote-registry';
export const REGISTRY_URL = '/remotes/registry.json';

/** The server hands over the registry as it parsed it (@nfx/remote-registry parseRegistry), so only its kind is checked here. */
function isRegistry(value: unknown): value is RemoteRegistry {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The registry is inlined into the page by the site server (saving a request before the first
 * remote can load); when it is missing, it is fetched. Remote URLs, the sections each remote
 * renders, what it mounts and its menu links never come from the build.
 */
export async function readRemoteRegistry(doc: Document = document, fetchImpl: typeof fetch = fetch): Promise<RemoteRegistry> {
  const inline = doc.getElementById(REGISTRY_ELEMENT_ID)?.textContent;
  if (inline) {
    try {
      const parsed: unknown = JSON.parse(inline);
      if (isRegistry(parsed)) return parsed;
    } catch {
      // Fall through to the network copy.
    }
  }
  const response = await fetchImpl(REGISTRY_URL, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
  const fetched: unknown = await response.json();
  if (!isRegistry(fetched)) throw new Error('Remote registry has an unexpected shape');
  return fetched;
}
