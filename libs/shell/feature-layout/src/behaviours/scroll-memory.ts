const STORAGE_KEY = 'nfx_scroll_positions';
/** Enough history for back and forward; older entries are dropped first. */
const MAX_ENTRIES = 50;

type Positions = Record<string, number>;

function read(storage: Storage): Positions {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

/** Remembers the scroll position of a history entry (by its router key) across reloads. */
export function saveScrollPosition(key: string, y: number, storage: Storage = sessionStorage): void {
  const positions = read(storage);
  delete positions[key];
  positions[key] = Math.round(y);
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
  storage.setItem(STORAGE_KEY, JSON.stringify(positions));
}

export function savedScrollPosition(key: string, storage: Storage = sessionStorage): number | null {
  const value = read(storage)[key];
  return typeof value === 'number' ? value : null;
}

/** Hashes the shell uses as flags rather than as anchors. */
const FLAG_HASHES = new Set(['#real', '#popup-preview']);

/** The element a hash points at, or null (flag hashes, missing ids). */
export function anchorTarget(hash: string, doc: Document = document): HTMLElement | null {
  if (!hash || hash === '#' || FLAG_HASHES.has(hash)) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return doc.getElementById(id);
}
