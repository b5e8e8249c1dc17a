import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { CmsConfig } from '@nfx/api-contract';
import { cmsConfigQueryOptions, useCmsConfig } from './cms-config';
import { DEFAULT_CASINO_SETTINGS, selectCasinoSettings, selectMainMenu, selectSocialServices } from './selectors';

const documents: Record<string, CmsConfig> = {
  en: {
    locale: 'en',
    menus: { main: [{ id: 'casino', label: 'Casino', url: '/gamehall' }] },
    auth: { registration: {}, authTypes: [{ label: 'Social', component: 'social', services: ['demo'] }] },
    settings: { fullScreenGame: 'telegram' },
  },
  de: { locale: 'de', menus: { main: [{ id: 'casino', label: 'Kasino', url: '/gamehall' }] } },
};

function serve(status = 200) {
  const fetchMock = jest.fn(async (input: string | URL | Request) => {
    const locale = decodeURIComponent(String(input).split('/').pop() ?? '');
    const body = documents[locale];
    return new Response(JSON.stringify(body ?? {}), { status: body ? status : 404, headers: { 'Content-Type': 'application/json' } });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The shell's menu, the auth remote's social block and the casino's game switches, as readers on one page. */
function Readers() {
  const menu = useCmsConfig(selectMainMenu).data ?? [];
  const services = useCmsConfig(selectSocialServices).data ?? [];
  const casino = useCmsConfig(selectCasinoSettings).data ?? DEFAULT_CASINO_SETTINGS;
  return (
    <ul>
      <li>menu: {menu.map((item) => item.label).join(',')}</li>
      <li>social: {services.join(',')}</li>
      <li>full screen: {casino.fullScreenGame}</li>
    </ul>
  );
}

function renderOnePage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ lng: 'en', resources: {}, initAsync: false, showSupportNotice: false });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Readers />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { queryClient, i18n };
}

describe('the one cms-config query', () => {
  it('answers every reader on the page from one request, each with its own part', async () => {
    const fetchMock = serve();
    const { queryClient } = renderOnePage();
    expect(await screen.findByText('menu: Casino')).toBeInTheDocument();
    expect(screen.getByText('social: demo')).toBeInTheDocument();
    expect(screen.getByText('full screen: telegram')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/nfx/cms-config/en', expect.objectContaining({ credentials: 'same-origin' }));
    // The cache holds the document as served, under the options' own key.
    expect(queryClient.getQueryData(cmsConfigQueryOptions('en').queryKey)).toEqual(documents['en']);
  });

  it('asks for the new language after a switch, once', async () => {
    const fetchMock = serve();
    const { i18n } = renderOnePage();
    await screen.findByText('menu: Casino');
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText('menu: Kasino')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/nfx/cms-config/en', '/nfx/cms-config/de']);
  });

  it('leaves every reader with its defaults when the document cannot be loaded', async () => {
    const fetchMock = serve(503);
    const { queryClient } = renderOnePage();
    await waitFor(() => expect(queryClient.getQueryState(cmsConfigQueryOptions('en').queryKey)?.status).toBe('error'));
    expect(screen.getByText('menu:')).toBeInTheDocument();
    expect(screen.getByText('full screen: all')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
