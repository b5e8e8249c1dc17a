import { act, fireEvent, screen } from '@testing-library/react';
import { imagePlaceholder } from '@nfx/ui';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { whenPageIdle } from '../page-idle/use-page-idle';
import { renderWithProviders } from '../testing/render-with-providers';
import { BannerSlider } from './BannerSlider';
import { AUTOPLAY_MS } from './BannerSlider.carousel';

jest.mock('../page-idle/use-page-idle', () => ({ whenPageIdle: jest.fn() }));
const pageIdle = jest.mocked(whenPageIdle);

function banner(id: number, images: { mobile: string; desktop: string }) {
  return {
    id,
    finished_at: null,
    description: {
      position: id,
      label: `Banner ${id}`,
      value: '',
      addition: '',
      banner_type: 'normal',
      image_735_240: images.desktop,
      image_360_520: images.mobile,
      registration_popup_mobile_compact: '',
    },
  };
}

describe('BannerSlider images (spec §8: a failed image falls back or is logged)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('a banner whose picture fails keeps its box with a neutral placeholder and logs the address once', async () => {
    installFakeApi({
      '/api/banners/get': () =>
        ok({ items: [banner(1, { mobile: '/cms/banner-1-mobile.png', desktop: '/cms/banner-1-desktop.png' })], total: 1 }),
    });
    const { container } = renderWithProviders(<BannerSlider />);
    await screen.findByText('Banner 1');
    const image = container.querySelector('picture img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', '/cms/banner-1-mobile.png');
    expect(container.querySelector('picture source')).toHaveAttribute('srcset', '/cms/banner-1-desktop.png');

    fireEvent.error(image);
    expect(container.querySelector('picture img')).toBe(image);
    expect(image).toHaveAttribute('src', imagePlaceholder(360, 520));
    expect(container.querySelector('picture source')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[ui] an image failed to load, a fallback shows instead: /cms/banner-1-mobile.png');
  });

  it('a banner without a picture shows the placeholder, not an empty image address', async () => {
    installFakeApi({ '/api/banners/get': () => ok({ items: [banner(2, { mobile: '', desktop: '' })], total: 1 }) });
    const { container } = renderWithProviders(<BannerSlider />);
    await screen.findByText('Banner 2');
    expect(container.querySelector('img')).toHaveAttribute('src', imagePlaceholder(360, 520));
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('BannerSlider autoplay (issue 44 §3: no slide steps while the first screen is being built)', () => {
  let waiting: Array<() => void>;
  let idle: boolean;
  let visibility: DocumentVisibilityState;
  let reducedMotion: { matches: boolean; listeners: Set<() => void> };

  /** The shell's page-idle moment, latched as the real one is. */
  function pageGoesIdle() {
    idle = true;
    act(() => waiting.splice(0).forEach((run) => run()));
  }
  function setVisibility(state: DocumentVisibilityState) {
    visibility = state;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  }
  function wait(ms: number) {
    act(() => {
      jest.advanceTimersByTime(ms);
    });
  }
  const shownBanner = () => screen.getByRole('group', { name: /of 3$/ }).getAttribute('aria-label');

  async function renderThreeBanners() {
    installFakeApi({
      '/api/banners/get': () => ok({ items: [1, 2, 3].map((id) => banner(id, { mobile: `/cms/${id}.png`, desktop: '' })), total: 3 }),
    });
    renderWithProviders(<BannerSlider />);
    await screen.findByText('Banner 1');
  }

  beforeEach(() => {
    jest.useFakeTimers();
    waiting = [];
    idle = false;
    pageIdle.mockImplementation((callback) => {
      if (idle) {
        callback();
        return () => undefined;
      }
      waiting.push(callback);
      return () => {
        waiting = waiting.filter((entry) => entry !== callback);
      };
    });
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    reducedMotion = { matches: false, listeners: new Set() };
    window.matchMedia = jest.fn((media: string) => ({
      media,
      get matches() {
        return media === '(prefers-reduced-motion: reduce)' && reducedMotion.matches;
      },
      addEventListener: (_: string, listener: () => void) => reducedMotion.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => reducedMotion.listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (window as Partial<Window>).matchMedia;
  });

  it('stands still until the page has loaded and gone idle, then steps every interval', async () => {
    await renderThreeBanners();
    wait(AUTOPLAY_MS * 2);
    expect(shownBanner()).toBe('1 of 3');
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'false');

    pageGoesIdle();
    wait(AUTOPLAY_MS - 1);
    expect(shownBanner()).toBe('1 of 3');
    wait(1);
    expect(shownBanner()).toBe('2 of 3');
    wait(AUTOPLAY_MS);
    expect(shownBanner()).toBe('3 of 3');
  });

  it('the controls work before the page is idle, and announce politely only once paused', async () => {
    await renderThreeBanners();
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(shownBanner()).toBe('2 of 3');
    const viewport = screen.getByRole('group', { name: /of 3$/ }).parentElement;
    expect(viewport).toHaveAttribute('aria-live', 'off');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
    expect(viewport).toHaveAttribute('aria-live', 'polite');
    pageGoesIdle();
    wait(AUTOPLAY_MS * 2);
    expect(shownBanner()).toBe('2 of 3');
  });

  it('stands still in a hidden tab and waits a whole step once shown again', async () => {
    await renderThreeBanners();
    pageGoesIdle();
    wait(AUTOPLAY_MS / 2);
    setVisibility('hidden');
    wait(AUTOPLAY_MS * 2);
    expect(shownBanner()).toBe('1 of 3');

    setVisibility('visible');
    wait(AUTOPLAY_MS - 1);
    expect(shownBanner()).toBe('1 of 3');
    wait(1);
    expect(shownBanner()).toBe('2 of 3');
  });

  it('a tab hidden before the idle moment does not start turning until it is shown', async () => {
    visibility = 'hidden';
    await renderThreeBanners();
    pageGoesIdle();
    wait(AUTOPLAY_MS * 2);
    expect(shownBanner()).toBe('1 of 3');
    setVisibility('visible');
    wait(AUTOPLAY_MS);
    expect(shownBanner()).toBe('2 of 3');
  });

  it('hover holds the slides; leaving lets them turn again', async () => {
    await renderThreeBanners();
    pageGoesIdle();
    const carousel = screen.getByRole('region', { name: 'Featured offers' });
    fireEvent.mouseEnter(carousel);
    wait(AUTOPLAY_MS * 2);
    expect(shownBanner()).toBe('1 of 3');
    fireEvent.mouseLeave(carousel);
    wait(AUTOPLAY_MS);
    expect(shownBanner()).toBe('2 of 3');
  });

  it('does not turn for a player who prefers reduced motion', async () => {
    reducedMotion.matches = true;
    await renderThreeBanners();
    pageGoesIdle();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
    wait(AUTOPLAY_MS * 2);
    expect(shownBanner()).toBe('1 of 3');
  });

  it('stops turning once the player comes to prefer reduced motion', async () => {
    await renderThreeBanners();
    pageGoesIdle();
    wait(AUTOPLAY_MS);
    expect(shownBanner()).toBe('2 of 3');

    reducedMotion.matches = true;
    act(() => reducedMotion.listeners.forEach((listener) => listener()));
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
    wait(AUTOPLAY_MS * 2);
    expect(shownBanner()).toBe('2 of 3');
  });
});
