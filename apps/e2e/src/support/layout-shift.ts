import type { Page } from '@playwright/test';

/** Sums the page's unexpected layout shifts from its first paint, as Lighthouse's CLS counts them. Call before `goto`. */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { layoutShift: number };
    scope.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) scope.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift so far, after two frames so the last changes are laid out and reported. */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}
