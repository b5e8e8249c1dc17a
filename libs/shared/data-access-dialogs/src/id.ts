let counter = 0;

/** Ids unique within the page; the store is a page-wide singleton so a counter is enough. */
export function nextId(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}
