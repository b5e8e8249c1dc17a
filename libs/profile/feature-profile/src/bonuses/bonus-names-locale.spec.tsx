import { act, configure, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeResponse, installFakeApi } from '@nfx/api-client/testing';
import { RemoteRoutes } from '../RemoteRoutes';
import { baseRoutes, createTestI18n } from '../test-support';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const money = (amount: number) => ({ amount, currency: 'EUR' });
/** What the API calls the demo's campaign 3 and its cashback campaign in each locale the test uses. */
const NAMES: Record<string, { bonus: string; cashback: string }> = {
  en: { bonus: 'Welcome 10', cashback: 'Daily cashback 10%' },
  de: { bonus: 'Willkommen 10', cashback: 'Tägliches Cashback 10 %' },
};
const namesIn = (url: URL) => NAMES[url.searchParams.get('locale') ?? 'en'] ?? { bonus: '?', cashback: '?' };

const bonusIn = (url: URL) => ({
  id: 1,
  type: 'casino',
  kind: 'no_deposit',
  campaign_id: 3,
  status: 'active',
  title: namesIn(url).bonus,
  description: '',
  image: '',
  amount: money(10),
  wagering: { multiplier: 20, required: money(200), wagered: money(50) },
  max_stake: money(2),
  free_spins_left: null,
  min_price: null,
  created_at: '2026-03-01T10:00:00.000Z',
  activated_at: '2026-03-01T10:00:00.000Z',
  expires_at: '2026-03-08T10:00:00.000Z',
  finished_at: null,
});

const cashbackIn = (url: URL) => ({
  id: 7,
  status: 'active',
  amount: money(4),
  net_loss: money(40),
  percent: 10,
  description: namesIn(url).cashback,
  end_date: '2026-03-01',
  receiving_expired_at: '2026-03-08T00:10:00.000Z',
  created_at: '2026-03-02T00:10:00.000Z',
});

/**
 * The profile's pages at `path`, with an API client that sends the page's language as the shell's
 * does (it follows i18next), and the API answering names in the `locale` it is asked for.
 */
function renderAt(path: string) {
  const i18n = createTestI18n();
  const answer = (payload: unknown) => fakeResponse({ status: 'ok', payload }, 200);
  const base = Object.entries(baseRoutes()).map(([pathname, handler]) => [
    pathname,
    (url: URL) => {
      const { body, status } = handler({}, url);
      return fakeResponse(body, status ?? 200);
    },
  ]);
  const api = installFakeApi(
    {
      ...Object.fromEntries(base),
      '/api/bonuses/get': (url) => answer({ items: [bonusIn(url)], total: 1 }),
      '/api/BettingBonuses/get': () => answer({ items: [], total: 0 }),
      '/api/cashbacks/get': (url) => answer({ items: [cashbackIn(url)], total: 1 }),
    },
    {
      get locale() {
        return i18n.language;
      },
    },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: 30_000 } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={<RemoteRoutes section="profile" />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { api, i18n };
}

/** Issue 18: bonus and cashback names come from the API in the page's language, and follow a language switch. */
describe('bonus and cashback names in the page’s language', () => {
  it('/profile/bonuses asks in the page’s locale and asks again when the language changes', async () => {
    const { api, i18n } = renderAt('/bonuses');
    const active = await screen.findByRole('region', { name: 'Active bonus' });
    expect(within(active).getByRole('listitem', { name: 'Welcome 10' })).toBeInTheDocument();
    expect(api.callsTo('/api/bonuses/get')[0]?.url.searchParams.get('locale')).toBe('en');

    // Within the cache's fresh time: a list kept under a key without the locale would stay English.
    await act(() => i18n.changeLanguage('de'));
    // The page draws the new list in place of the old one, so it is looked up again.
    expect(await screen.findByRole('listitem', { name: 'Willkommen 10' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Welcome 10' })).not.toBeInTheDocument();
    expect(api.callsTo('/api/bonuses/get').at(-1)?.url.searchParams.get('locale')).toBe('de');
  });

  it('/profile/cashback names the cashback in the page’s locale after a language change', async () => {
    const { api, i18n } = renderAt('/cashback');
    expect(await screen.findByText('Daily cashback 10%')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText('Tägliches Cashback 10 %')).toBeInTheDocument();
    expect(api.callsTo('/api/cashbacks/get').at(-1)?.url.searchParams.get('locale')).toBe('de');
  });
});
