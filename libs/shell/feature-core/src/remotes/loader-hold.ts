/**
 * The loader's "minimum visible" rule (CMS `settings.loader.minimumVisibleMs`): once a loading
 * indicator has appeared for a part, the part's module waits out the rest of that time before it
 * renders, so a load that ends just after the indicator appeared does not make it blink.
 */
const shown = new Map<string, { at: number; minimumMs: number }>();

/** The indicator of `key` became visible now; the first call counts. */
export function markLoaderShown(key: string, minimumMs: number): void {
  if (minimumMs > 0 && !shown.has(key)) shown.set(key, { at: performance.now(), minimumMs });
}

/** Resolves once the indicator of `key` (if it showed at all) has been visible long enough. */
export async function holdLoader(key: string): Promise<void> {
  const entry = shown.get(key);
  shown.delete(key);
  if (!entry) return;
  const left = entry.at + entry.minimumMs - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
