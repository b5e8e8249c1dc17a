import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { contentBanner, contentLocales, identity } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

const page = (locale: string, title: string, published = true) => ({ locale, title, published, updated_at: '2026-12-05T10:00:00.000Z' });

/** Two promotions: the second has no Latvian page yet. */
const promotions = () => ({
  locales: contentLocales,
  default_locale: 'en',
  items: [
    {
      id: 1,
      title: 'Welcome bonus',
      pages: [page('en', 'Welcome bonus'), page('de', 'Willkommensbonus', false), page('lv', 'Sveiciena bonuss')],
    },
    { id: 2, title: 'Reload bonus', pages: [page('en', 'Reload bonus'), page('de', 'Reload-Bonus')] },
  ],
});

const bannersOf = (url: URL) => {
  const locale = url.searchParams.get('content_locale') ?? '';
  const label = { en: 'Free spins', de: 'Freispiele', lv: 'Bezmaksas griezieni' }[locale] ?? '';
  return ok({
    locales: contentLocales,
    default_locale: 'en',
    items: [
      contentBanner({ id: 7, locale, label }),
      contentBanner({ id: 9, locale, placement: 'registration', position: 0, label: `${label} 2`, live: false }),
    ],
  });
};

describe('site content page', () => {
  it('is the content role’s section: the promotions and banners of the default language, with links to edit them', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('content')),
      '/api/staff/contentPromotions': () => ok(promotions()),
      '/api/staff/contentBanners': bannersOf,
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Back office sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Site content']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Site content' })).toBeInTheDocument();
    expect(document.title).toBe('Site content · Back office');

    expect(await screen.findByLabelText('Language of the texts')).toHaveValue('en');
    const rows = within(await screen.findByRole('table', { name: 'Pages of promotions in English' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Welcome bonus');
    expect(within(rows[1]!).getByRole('link', { name: 'Edit promotion 1 in English' })).toHaveAttribute(
      'href',
      '/content/promotions/1?locale=en',
    );
    const banners = await screen.findByRole('table', { name: 'Banners in English' });
    expect(within(banners).getAllByRole('row')[1]).toHaveTextContent('Home page slider2Free spins50 FreispieleShown on the site');
    expect(within(banners).getAllByRole('row')[2]).toHaveTextContent('Registration window');
    expect(within(banners).getAllByRole('row')[2]).toHaveTextContent('Not shown (switched off or ended)');
    expect(callsTo('/api/staff/contentBanners')[0]!.url.searchParams.get('content_locale')).toBe('en');
  });

  it('offers the six languages; picking one shows its texts, says which pages are missing or hidden, and keeps it in the address', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('content')),
      '/api/staff/contentPromotions': () => ok(promotions()),
      '/api/staff/contentBanners': bannersOf,
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/content' });
    const picker = await screen.findByLabelText('Language of the texts');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English (en)', 'Deutsch (de)', 'Español (es)', 'Português (Brasil) (pt-BR)', 'Русский (ru)', 'Latviešu (lv)']);

    await userEvent.selectOptions(picker, 'de');
    expect(screen.getByTestId('location')).toHaveTextContent('/content?locale=de');
    const table = await screen.findByRole('table', { name: 'Pages of promotions in Deutsch' });
    const [, welcome, reload] = within(table).getAllByRole('row');
    expect(welcome).toHaveTextContent('Willkommensbonus');
    expect(welcome).toHaveTextContent('Hidden');
    expect(reload).toHaveTextContent('Reload-Bonus');
    expect(reload).toHaveTextContent('Published');
    expect(within(await screen.findByRole('table', { name: 'Banners in Deutsch' })).getByText('Freispiele')).toBeInTheDocument();
    expect(callsTo('/api/staff/contentBanners').map((call) => call.url.searchParams.get('content_locale'))).toEqual(['en', 'de']);

    await userEvent.selectOptions(screen.getByLabelText('Language of the texts'), 'lv');
    const latvian = await screen.findByRole('table', { name: 'Pages of promotions in Latviešu' });
    const missing = within(latvian).getAllByRole('row')[2]!;
    expect(missing).toHaveTextContent('Not written: the site shows the default language');
    expect(within(missing).getByRole('link', { name: 'Edit promotion 2 in Latviešu' })).toHaveTextContent('Write');
  });

  it('opens the language of the address, and the default one for a language the site does not have', async () => {
    installFakeApi({
      '/api/staff/me': () => ok(identity('content')),
      '/api/staff/contentPromotions': () => ok(promotions()),
      '/api/staff/contentBanners': bannersOf,
    });
    const { unmount } = renderWithProviders(<BackofficeRoutes />, { route: '/content?locale=de' });
    expect(await screen.findByRole('table', { name: 'Pages of promotions in Deutsch' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<BackofficeRoutes />, { route: '/content?locale=fr' });
    expect(await screen.findByRole('table', { name: 'Pages of promotions in English' })).toBeInTheDocument();
  });

  it('is not for other roles, who ask the server nothing about it', async () => {
    const { callsTo } = installFakeApi({ '/api/staff/me': () => ok(identity('marketing')) });
    renderWithProviders(<BackofficeRoutes />, { route: '/content' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed for your role' })).toBeInTheDocument();
    expect(callsTo('/api/staff/contentPromotions')).toHaveLength(0);
    expect(callsTo('/api/staff/contentBanners')).toHaveLength(0);
  });
});
