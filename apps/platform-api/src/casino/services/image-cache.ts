/** Rendered pictures kept in memory, least recently used dropped first, bounded by total bytes. */
export class ImageCache {
  private readonly entries = new Map<string, { body: Buffer; etag: string }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): { body: Buffer; etag: string } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-inserting moves the entry to the end of the Map's order: the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: { body: Buffer; etag: string }): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    while (this.bytes > this.maxBytes && this.entries.size > 1) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      const dropped = this.entries.get(oldest.value);
      this.entries.delete(oldest.value);
      this.bytes -= dropped?.body.length ?? 0;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
