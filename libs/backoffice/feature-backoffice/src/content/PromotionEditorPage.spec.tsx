import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, formOf, installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import type { ContentPromotionPage } from '../api/content';
import { contentLocales, contentPromotionPage, identity } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

const list = () => ({
  locales: contentLocales,
  default_locale: 'en',
  items: [
    {
      id: 2,
      title: 'Reload bonus',
      pages: [{ locale: 'de', title: 'Reload-Bonus', published: true, updated_at: '2026-12-05T10:00:00.000Z' }],
    },
  ],
});

/** What the server's allow-list does to the markup these tests type: scripts and event handlers go. */
const sanitise = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/ on\w+="[^"]*"/g, '')
    .trim();

/** A server holding one German page; saves answer the sanitised page with a new version, like the platform API. */
function fakeServer(start: ContentPromotionPage = contentPromotionPage()) {
  let stored = start;
  return installFakeApi({
    '/api/staff/me': () => ok(identity('content')),
    '/api/staff/contentPromotions': () => ok(list()),
    '/api/staff/contentPromotion': (url) =>
      ok(
        url.searchParams.get('content_locale') === stored.locale
          ? stored
          : contentPromotionPage({ locale: url.searchParams.get('content_locale')! }),
      ),
    '/api/staff/previewContentHtml': (_url, init) => ok({ html: sanitise(String(formOf(init)!.get('html'))) }),
    '/api/staff/saveContentPromotion': (_url, init) => {
      const form = formOf(init)!;
      const before = stored;
      stored = {
        ...stored,
        written: true,
        title: String(form.get('title')),
        summary: String(form.get('summary')),
        body_html: sanitise(String(form.get('body_html'))),
        terms_html: sanitise(String(form.get('terms_html'))),
        published: form.get('published') === '1',
        updated_at: '2026-12-06T09:00:00.000Z',
      };
      return ok({ changed: JSON.stringify(before) !== JSON.stringify({ ...stored, updated_at: before.updated_at }), page: stored });
    },
  });
}

const previewRegion = () => screen.getByRole('region', { name: 'Preview: what players will see' });

describe('promotion editor', () => {
  it('edits the German title and body, previews the sanitised result, and saves it', async () => {
    const { callsTo } = fakeServer();
    renderWithProviders(<BackofficeRoutes />, { route: '/content/promotions/2?locale=de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion 2' })).toBeInTheDocument();
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Reload-Bonus: 25 % auf jede Einzahlung');
    expect(title).toHaveAttribute('lang', 'de');
    // The stored page is its own preview when the editor opens.
    expect(within(previewRegion()).getByText('Reload-Bonus: 25 % auf jede Einzahlung')).toBeInTheDocument();

    await userEvent.clear(title);
    await userEvent.type(title, 'Reload-Bonus: jetzt 30 %');
    const body = screen.getByLabelText('Page text (HTML)');
    await userEvent.clear(body);
    await userEvent.click(body);
    await userEvent.paste('<h2>Mehr</h2><p onclick="steal()">Jetzt 30 %<script>alert(1)</script></p>');
    expect(within(previewRegion()).getByText(/The fields have changed since this preview/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('The preview shows the texts as players will see them.')).toBeInTheDocument();
    const preview = previewRegion();
    expect(within(preview).getByText('Reload-Bonus: jetzt 30 %')).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { level: 2, name: 'Mehr' })).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('[onclick]')).toBeNull();
    expect(within(preview).queryByText(/changed since this preview/)).not.toBeInTheDocument();
    expect(callsTo('/api/staff/previewContentHtml').map((call) => call.body.html)).toEqual([
      '<h2>Mehr</h2><p onclick="steal()">Jetzt 30 %<script>alert(1)</script></p>',
      '<ol><li>Ab 10.</li></ol>',
    ]);
    expect(callsTo('/api/staff/saveContentPromotion')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The Deutsch page of promotion 2 shows the new texts now.')).toBeInTheDocument();
    expect(callsTo('/api/staff/saveContentPromotion')[0]!.body).toEqual({
      id: '2',
      content_locale: 'de',
      updated_at: '2026-12-05T10:00:00.000Z',
      title: 'Reload-Bonus: jetzt 30 %',
      summary: 'Jede Einzahlung ab 10 bringt 25 % extra.',
      body_html: '<h2>Mehr</h2><p onclick="steal()">Jetzt 30 %<script>alert(1)</script></p>',
      terms_html: '<ol><li>Ab 10.</li></ol>',
      published: '1',
    });
    // The form now holds the page as stored: the sanitised body, and the new version for the next save.
    expect(screen.getByLabelText('Page text (HTML)')).toHaveValue('<h2>Mehr</h2><p>Jetzt 30 %</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing changed: the texts are the same as the saved ones.')).toBeInTheDocument();
    expect(callsTo('/api/staff/saveContentPromotion')[1]!.body.updated_at).toBe('2026-12-06T09:00:00.000Z');
  });

  it('refuses an empty title on the field and asks the server nothing', async () => {
    const { callsTo } = fakeServer();
    renderWithProviders(<BackofficeRoutes />, { route: '/content/promotions/2?locale=de' });
    await userEvent.clear(await screen.findByLabelText('Title'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(callsTo('/api/staff/saveContentPromotion')).toHaveLength(0);
    expect(callsTo('/api/staff/previewContentHtml')).toHaveLength(0);
  });

  it('shows the server’s refusal of a field on that field', async () => {
    installFakeApi({
      '/api/staff/me': () => ok(identity('content')),
      '/api/staff/contentPromotions': () => ok(list()),
      '/api/staff/contentPromotion': () => ok(contentPromotionPage()),
      '/api/staff/saveContentPromotion': () =>
        failure('InvalidParameter', 400, { invalid_parameters: { body_html: ['validation.maxLength?max=20000'] } }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/content/promotions/2?locale=de' });
    await userEvent.type(await screen.findByLabelText('Title'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Max length is 20000')).toBeInTheDocument();
    expect(screen.getByLabelText('Page text (HTML)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells the editor when a colleague saved first, and loads that version on request', async () => {
    let version = contentPromotionPage();
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('content')),
      '/api/staff/contentPromotions': () => ok(list()),
      '/api/staff/contentPromotion': () => ok(version),
      '/api/staff/saveContentPromotion': () => {
        version = contentPromotionPage({ title: 'Reload-Bonus vom Kollegen', updated_at: '2026-12-06T08:00:00.000Z' });
        return failure('InvalidRequest', 400, { code: 'content_changed' });
      },
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/content/promotions/2?locale=de' });
    await userEvent.type(await screen.findByLabelText('Title'), ' neu');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone saved this page after you opened it.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Load the saved version' }));
    expect(await screen.findByText('The latest saved version is loaded. Make your changes again and save.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Reload-Bonus vom Kollegen');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo('/api/staff/contentPromotion')).toHaveLength(2);
  });

  it('switches language only without unsaved changes, and opens a language without a page empty', async () => {
    const { callsTo } = fakeServer();
    renderWithProviders(<BackofficeRoutes />, { route: '/content/promotions/2?locale=de' });
    const title = await screen.findByLabelText('Title');
    await userEvent.type(title, '!');
    expect(screen.getByLabelText('Language of the texts')).toBeDisabled();
    expect(screen.getByText('Save or undo your changes before switching to another language.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(title).toHaveValue('Reload-Bonus: 25 % auf jede Einzahlung');
    expect(screen.getByLabelText('Language of the texts')).toBeEnabled();

    await userEvent.selectOptions(screen.getByLabelText('Language of the texts'), 'lv');
    expect(screen.getByTestId('location')).toHaveTextContent('/content/promotions/2?locale=lv');
    expect(await screen.findByLabelText('Title')).toHaveAttribute('lang', 'lv');
    expect(callsTo('/api/staff/contentPromotion').map((call) => call.url.searchParams.get('content_locale'))).toEqual(['de', 'lv']);
  });

  it('says a language has no page yet, and that saving writes it', async () => {
    fakeServer(
      contentPromotionPage({ locale: 'lv', written: false, title: '', summary: '', body_html: '', terms_html: '', updated_at: null }),
    );
    renderWithProviders(<BackofficeRoutes />, { route: '/content/promotions/2?locale=lv' });
    expect(
      await screen.findByText(
        'This promotion has no page in Latviešu yet, so players see the English page. Saving writes the Latviešu page.',
      ),
    ).toBeInTheDocument();
    expect(within(previewRegion()).getByText(/Press Preview to see the texts/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'Papildināšanas bonuss');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Promotion 2 now has its own page in Latviešu.')).toBeInTheDocument();
    expect(within(previewRegion()).getByText('Papildināšanas bonuss')).toBeInTheDocument();
  });
});
