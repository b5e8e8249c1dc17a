import type { Page } from '@playwright/test';
import { axeFindings } from '../support/axe';
import { signedInStaff } from '../support/backoffice';
import { expect, test } from '../support/test';

const QUERY = 'locale=en&version=e2e';
const TEXT_KEY = 'shell.support.faq';

interface StaffAnswer<T> {
  status: string;
  payload: T;
}

/** Puts the German heading's default text and the German FAQ back: other files read the seeded words on this server. */
async function restoreGerman(editor: Page, baseUrl: string, faq: { question: string; answer: string }[]): Promise<void> {
  const headers = { origin: baseUrl };
  const texts = (await (
    await editor.request.get(`/api/staff/contentTexts?${QUERY}&q=${TEXT_KEY}&content_locale=de`, { headers })
  ).json()) as StaffAnswer<{ items: { namespace: string; key: string; values: { locale: string; updated_at: string | null }[] }[] }>;
  const text = texts.payload.items.find((item) => `${item.namespace}.${item.key}` === TEXT_KEY)!;
  const reverted = await editor.request.post(`/api/staff/revertContentText?${QUERY}`, {
    headers,
    form: {
      namespace: text.namespace,
      key: text.key,
      content_locale: 'de',
      updated_at: text.values.find((value) => value.locale === 'de')!.updated_at ?? '',
    },
  });
  expect(((await reverted.json()) as { status: string }).status).toBe('ok');
  const current = (await (
    await editor.request.get(`/api/staff/contentFaq?${QUERY}&content_locale=de`, { headers })
  ).json()) as StaffAnswer<{
    faq: { updated_at: string };
  }>;
  const saved = await editor.request.post(`/api/staff/saveContentFaq?${QUERY}`, {
    headers,
    form: { content_locale: 'de', updated_at: current.payload.faq.updated_at, items: JSON.stringify(faq) },
  });
  expect(((await saved.json()) as { status: string }).status).toBe('ok');
}

test.describe('back office: page texts and FAQ', () => {
  test('a content user edits a German page text and a German FAQ answer; the German support page shows both, the English one neither', async ({
    browser,
    baseURL,
    page,
  }) => {
    test.setTimeout(240_000);
    const { page: editor } = await signedInStaff(browser, baseURL!, 'content');
    const originalFaq = (
      (await (
        await editor.request.get(`/api/staff/contentFaq?${QUERY}&content_locale=de`, { headers: { origin: baseURL! } })
      ).json()) as StaffAnswer<{ faq: { items: { question: string; answer: string }[] } }>
    ).payload.faq.items;
    const stamp = Date.now().toString(36);
    const heading = `Häufige Fragen ${stamp}`;
    const answer = `Die meisten Auszahlungen sind in ${stamp} Stunden da.`;

    try {
      await editor.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Site content' }).click();
      await editor.getByRole('link', { name: 'Page texts' }).click();
      // The router draws the next page in a transition: until it lands, the overview (which has a
      // language picker too) is still on screen, and a choice made there would reopen the overview.
      await expect(editor.getByRole('searchbox', { name: /Find texts/ })).toBeVisible();
      await editor.getByLabel('Language of the texts').selectOption('de');
      await editor.getByRole('searchbox', { name: /Find texts/ }).fill(TEXT_KEY);
      await editor.getByRole('searchbox', { name: /Find texts/ }).press('Enter');
      const card = editor.getByRole('article', { name: TEXT_KEY, exact: true });
      await expect(card.getByRole('row', { name: /Deutsch/ })).toContainText('Häufige Fragen');
      await expect(card.getByRole('row', { name: /English/ })).toContainText('Frequently asked questions');
      await card.getByLabel('Text in Deutsch').fill(heading);
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(card.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText('Saved. The site shows the new text in Deutsch.');
      expect(await axeFindings(editor, { seriousOnly: true }), 'the page texts editor').toEqual([]);
      await editor.setViewportSize({ width: 320, height: 800 });
      expect(await editor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'page texts at 320 px').toBe(true);
      await editor.setViewportSize({ width: 1280, height: 800 });

      await editor.getByRole('link', { name: 'FAQ', exact: true }).click();
      // Until the FAQ editor lands, the page texts (with a language picker set to Deutsch too) are on screen.
      await expect(editor.getByRole('heading', { level: 1, name: 'Support FAQ' })).toBeVisible();
      await expect(editor.getByLabel('Language of the texts')).toHaveValue('de');
      const second = editor.getByRole('group', { name: 'Question 2' });
      await second.getByLabel(/^Answer/).fill(answer);
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(editor.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText(
        'Saved. The support page shows the new FAQ in Deutsch.',
      );
      expect(await axeFindings(editor, { seriousOnly: true }), 'the FAQ editor').toEqual([]);
      await editor.setViewportSize({ width: 320, height: 800 });
      expect(await editor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'FAQ at 320 px').toBe(true);

      // The German support page shows the new heading and answer, and its JSON-LD carries the answer…
      await page.goto('/de/support');
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await page.getByText(originalFaq[1]!.question).click();
      await expect(page.getByText(answer)).toBeVisible();
      const html = await (await page.request.get('/de/support')).text();
      expect(html).toContain(answer);
      // …and the English one keeps its own words.
      await page.goto('/support');
      await expect(page.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeVisible();
      await expect(page.getByText(heading)).toHaveCount(0);
      await expect(page.getByText(answer)).toHaveCount(0);
      expect(await (await page.request.get('/support')).text()).not.toContain(answer);
    } finally {
      await restoreGerman(editor, baseURL!, originalFaq);
      await editor.context().close();
    }
  });
});
