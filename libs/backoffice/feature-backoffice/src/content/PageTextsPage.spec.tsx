import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { contentLocales, identity } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

const value = (locale: string, text: string, edited = false) => ({
  locale,
  value: text,
  default_value: '© {{year}} NFX.',
  edited,
  updated_at: '2026-12-05T10:00:00.000Z',
});
const copyright = (german = '© {{year}} NFX.') => ({
  namespace: 'layout',
  key: 'copyright',
  values: contentLocales.map((locale) =>
    value(locale.code, locale.code === 'de' ? german : '© {{year}} NFX.', locale.code === 'de' && german !== '© {{year}} NFX.'),
  ),
});

describe('page texts page', () => {
  it('finds a text, shows it in every language and saves the chosen language keeping its placeholders', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('content')),
      '/api/staff/contentTexts': (url: URL) =>
        ok({ locales: contentLocales, default_locale: 'en', items: url.searchParams.get('q') ? [copyright()] : [], has_more: false }),
      '/api/staff/saveContentText': () => ok({ changed: true, text: copyright('© {{year}} NFX GmbH.') }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/content/texts?locale=de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page texts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page texts' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByLabelText('Language of the texts')).toHaveValue('de');

    await userEvent.type(screen.getByRole('searchbox', { name: /Find texts/ }), 'copyright');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    const card = await screen.findByRole('article', { name: 'layout.copyright' });
    expect(within(card).getAllByRole('row')).toHaveLength(7);

    const field = within(card).getByLabelText(/Text in Deutsch/);
    await userEvent.clear(field);
    await userEvent.type(field, 'NFX GmbH');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Keep the placeholders of the default text exactly: {{year}}')).toBeInTheDocument();
    expect(callsTo('/api/staff/saveContentText')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '© {{{{year}} NFX GmbH.');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The site shows the new text in Deutsch.')).toBeInTheDocument();
    expect(callsTo('/api/staff/saveContentText')[0]!.body).toMatchObject({
      namespace: 'layout',
      key: 'copyright',
      content_locale: 'de',
      updated_at: '2026-12-05T10:00:00.000Z',
      value: '© {{year}} NFX GmbH.',
    });
  });
});

describe('FAQ page', () => {
  it('adds, reorders and removes questions and saves the list of the chosen language', async () => {
    const faq = {
      locale: 'de',
      items: [
        { question: 'Wie registriere ich mich?', answer: 'Klicke auf Registrieren.' },
        { question: 'Wie schnell sind Auszahlungen?', answer: 'Innerhalb von 24 Stunden.' },
      ],
      updated_at: '2026-12-05T10:00:00.000Z',
    };
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('content')),
      '/api/staff/contentFaq': () => ok({ locales: contentLocales, default_locale: 'en', faq }),
      '/api/staff/saveContentFaq': () => ok({ changed: true, faq }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/content/faq?locale=de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Support FAQ' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Question 1' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Move up (question 2)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    const added = screen.getByRole('group', { name: 'Question 3' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(added).findAllByText('Field is required')).toHaveLength(2);
    expect(callsTo('/api/staff/saveContentFaq')).toHaveLength(0);

    await userEvent.type(within(added).getByLabelText(/^Question/), 'Gibt es eine App?');
    await userEvent.type(within(added).getByLabelText(/^Answer/), 'Die Website läuft auf jedem Telefon.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove (question 1)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The support page shows the new FAQ in Deutsch.')).toBeInTheDocument();
    const body = callsTo('/api/staff/saveContentFaq')[0]!.body;
    expect(body).toMatchObject({ content_locale: 'de', updated_at: '2026-12-05T10:00:00.000Z' });
    expect(JSON.parse(String(body.items))).toEqual([
      { question: 'Wie registriere ich mich?', answer: 'Klicke auf Registrieren.' },
      { question: 'Gibt es eine App?', answer: 'Die Website läuft auf jedem Telefon.' },
    ]);
  });

  it('opens the site’s default language when the address names none', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('content')),
      '/api/staff/contentPromotions': () => ok({ locales: contentLocales, default_locale: 'en', items: [] }),
      '/api/staff/contentFaq': () =>
        ok({ locales: contentLocales, default_locale: 'en', faq: { locale: 'en', items: [], updated_at: '2026-12-05T10:00:00.000Z' } }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/content/faq' });
    expect(await screen.findByText('The FAQ in English has no questions: the support page says there are none.')).toBeInTheDocument();
    expect(screen.getByLabelText('Language of the texts')).toHaveValue('en');
    expect(callsTo('/api/staff/contentFaq').map((call) => call.url.searchParams.get('content_locale'))).toEqual(['en']);
  });
});
