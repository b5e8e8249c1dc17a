/** A page number, or a gap standing for the pages skipped between two numbers. */
export type PageItem = number | 'gap';

/** Pages shown on each side of the current one, besides the first and the last. */
const AROUND = 1;

/**
 * The numbered links of a pagination: always the first and last page and the current one with
 * its neighbours; a gap replaces two or more skipped pages (a single skipped page is shown, as
 * its number takes no more room than the gap would).
 */
export function pageItems(page: number, pages: number): PageItem[] {
  if (pages <= 1) return pages === 1 ? [1] : [];
  const current = Math.min(Math.max(1, page), pages);
  const shown = new Set([1, pages]);
  for (let offset = -AROUND; offset <= AROUND; offset += 1) {
    const candidate = current + offset;
    if (candidate >= 1 && candidate <= pages) shown.add(candidate);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((number, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && number - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && number - previous > 2) items.push('gap');
    items.push(number);
  });
  return items;
}
