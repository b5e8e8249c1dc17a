import type { Page } from '@playwright/test';
import { axeFindings } from '../support/axe';
import { signedInStaff } from '../support/backoffice';
import { expect, test } from '../support/test';

const PROMOTION = 2;
const ENGLISH_TITLE = 'Reload bonus: 25% on every deposit';
const QUERY = 'locale=en&version=e2e';

/** The German texts as the editor found them, put back afterwards: `promotions.e2e.ts` reads the seeded words on this server. */
async function restoreGermanTexts(editor: Page, baseUrl: string, texts: { title: string; summary: string }): Promise<void> {
  const headers = { origin: baseUrl };
  const current = (await (
    await editor.request.get(`/api/staff/contentPromotion?${QUERY}&id=${PROMOTION}&content_locale=de`, { headers })
  ).json()) as { payload: { updated_at: string; body_html: string; terms_html: string } };
  const saved = await editor.request.post(`/api/staff/saveContentPromotion?${QUERY}`, {
    headers,
    form: {
      id: String(PROMOTION),
      content_locale: 'de',
      updated_at: current.payload.updated_at,
      title: texts.title,
      summary: texts.summary,
      body_html: current.payload.body_html,
      terms_html: current.payload.terms_html,
      published: '1',
    },
  });
  expect(((await saved.json()) as { status: string }).status).toBe('ok');
}

test.describe('back office: site content', () => {
  test("a content user edits a promotion's German title and text; the German page shows it, the English one does not", async ({
    browser,
    baseURL,
    page,
  }) => {
    test.setTimeout(180_000);
    // The German page as players saw it before: the site's page cache now holds this version.
    await page.goto(`/de/promotions/${PROMOTION}`);
    const germanHeading = page.getByRole('heading', { level: 1 });
    await expect(germanHeading).toBeVisible();
    const before = (await germanHeading.textContent())!;

    const { page: editor } = await signedInStaff(browser, baseURL!, 'content');
    await editor.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Site content' }).click();
    await editor.getByLabel('Language of the texts').selectOption('de');
    await editor.getByRole('link', { name: `Edit promotion ${PROMOTION} in Deutsch` }).click();
    const title = editor.getByLabel('Title');
    const summary = editor.getByLabel('Short text');
    await expect(title).toHaveValue(before);
    const original = { title: before, summary: await summary.inputValue() };

    const stamp = Date.now().toString(36);
    const newTitle = `Reload-Bonus ${stamp}: jetzt 30 %`;
    const newSummary = `Neu ${stamp}: 30 % extra auf jede Einzahlung.`;
    try {
      await title.fill(newTitle);
      await summary.fill(newSummary);
      await editor.getByRole('button', { name: 'Preview' }).click();
      const preview = editor.getByRole('region', { name: 'Preview: what players will see' });
      await expect(preview).toContainText(newTitle);
      await expect(preview).toContainText(newSummary);
      expect(await axeFindings(editor, { seriousOnly: true }), 'the promotion editor').toEqual([]);
      await editor.setViewportSize({ width: 320, height: 800 });
      expect(await editor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'editor at 320 px').toBe(true);
      await editor.setViewportSize({ width: 1280, height: 800 });

      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(editor.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText(
        `Saved. The Deutsch page of promotion ${PROMOTION} shows the new texts now.`,
      );

      // The server-drawn head and the page itself both show the German edit…
      const html = await (await page.request.get(`/de/promotions/${PROMOTION}`)).text();
      expect(html).toContain(`<title>${newTitle} | NFX Casino</title>`);
      await page.goto(`/de/promotions/${PROMOTION}`);
      await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
      await expect(page.getByText(newSummary)).toBeVisible();
      // …and the English page keeps its own words.
      await page.goto(`/promotions/${PROMOTION}`);
      await expect(page.getByRole('heading', { level: 1, name: ENGLISH_TITLE })).toBeVisible();
      await expect(page.getByText(newTitle)).toHaveCount(0);
      await expect(page.getByText(newSummary)).toHaveCount(0);
    } finally {
      await restoreGermanTexts(editor, baseURL!, original);
      await editor.context().close();
    }
  });
});
