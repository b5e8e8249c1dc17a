import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { BOOT_ELEMENT_ID } from '@nfx/app-runtime';
import { LoadingFallback, resetBootLoaderSettings } from './LoadingFallback';

/** The page's boot data as the site server writes it, with the CMS's loader settings in it. */
function writeBootData(loader: unknown) {
  document.getElementById(BOOT_ELEMENT_ID)?.remove();
  const script = document.createElement('script');
  script.id = BOOT_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify({ locale: 'en', locales: { locales: [{ code: 'en' }], defaultLocale: 'en' }, version: '1', loader });
  document.head.append(script);
}

/** The CMS config never arrives while the test looks: what the page shows before it does. */
function renderWhileCmsConfigLoads() {
  const i18n = createInstance();
  void i18n
    .use(initReactI18next)
    .init({ lng: 'en', showSupportNotice: false, resources: { en: { translation: { common: { loading: 'Loading…' } } } } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LoadingFallback />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const loadingBox = () => document.querySelector('[aria-busy="true"]');

describe('LoadingFallback before the CMS config has arrived', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetBootLoaderSettings();
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.getElementById(BOOT_ELEMENT_ID)?.remove();
  });

  it('follows the page’s boot data: nothing for the configured delay, then the configured spinner', () => {
    writeBootData({ type: 'spinner', delayMs: 200, minimumVisibleMs: 400 });
    renderWhileCmsConfigLoads();
    expect(loadingBox()).toHaveAttribute('data-loading', 'waiting');
    expect(screen.queryByRole('status')).toBeNull();

    act(() => jest.advanceTimersByTime(200));
    expect(loadingBox()).toHaveAttribute('data-loading', 'spinner');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows nothing at all when the boot data says none', () => {
    writeBootData({ type: 'none', delayMs: 0, minimumVisibleMs: 0 });
    renderWhileCmsConfigLoads();
    act(() => jest.advanceTimersByTime(2_000));
    expect(loadingBox()).toHaveAttribute('data-loading', 'waiting');
  });

  it('without boot data (a remote on its own) or with malformed settings, keeps the defaults: a skeleton at once', () => {
    renderWhileCmsConfigLoads();
    expect(loadingBox()).toHaveAttribute('data-loading', 'skeleton');

    resetBootLoaderSettings();
    writeBootData({ type: 'fireworks', delayMs: 'soon' });
    renderWhileCmsConfigLoads();
    expect(document.querySelectorAll('[data-loading="skeleton"]')).toHaveLength(2);
  });
});
