import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what the site promises (issue 17). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeFinding {
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * Waits for the page's finite animations (a dialog rising into view, a menu sliding in) to end.
 * Mid-fade, text is drawn at part opacity, and axe measured the contrast of that passing frame: on
 * a loaded machine a dialog could still be fading in when its button took focus. Endless ones (a
 * spinner, a skeleton's shimmer) never end and are left alone.
 */
async function finiteAnimationsDone(page: Page): Promise<void> {
  await page.evaluate(() => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    // A bound, so an animation that never ends after all cannot hold the test until its timeout.
    return Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}

/**
 * axe on the page as it is now, an open dialog included; the game's own frame is the game
 * server's page, not the site's. `seriousOnly` keeps the serious and critical findings; `within`
 * checks only what a selector names (a popup, when the page behind it is another test's subject).
 */
export async function axeFindings(
  page: Page,
  { seriousOnly = false, within }: { seriousOnly?: boolean; within?: string } = {},
): Promise<AxeFinding[]> {
  await finiteAnimationsDone(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('iframe[title$=": game"]');
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((violation) => !seriousOnly || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
}
