/**
 * A small in-process read cache with a time-to-live. Embedded PGlite costs ~150–500 µs per
 * query on the event loop, so the two reads every signed-in request makes (its session and
 * its account) are served from memory for a short while.
 *
 * Writes made through the repositories invalidate their entries at once; the TTL bounds how
 * long a write made elsewhere (another instance on the same PostgreSQL, a direct SQL update)
 * can go unseen here.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  deleteWhere(predicate: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (predicate(entry.value)) this.entries.delete(key);
  }
}

/** How long a write made outside this process's repositories may go unseen. */
export const READ_CACHE_TTL_MS = 2_000;
