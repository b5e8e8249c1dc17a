import { fireEvent, render, screen } from '@testing-library/react';
import { imagePlaceholder } from '@nfx/ui';
import { AuthPopup } from '../AuthPopup';
import { failure, type FakeRoute, installFakeApi, ok } from '@nfx/api-client/testing';
import { configRoutes, withProviders } from '../test-support';

const banner = (bannerType: string) => ({
  id: 31,
  finished_at: null,
  description: {
    position: 0,
    label: 'Welcome bonus',
    value: '100% up to $500',
    addition: '<p>On your <strong>first</strong> deposit</p>',
    banner_type: bannerType,
    image_735_240: '/static/banners/31.svg',
    image_360_520: '/static/banners/31.svg?size=360x520',
    registration_popup_mobile_compact: '/static/banners/31.svg?size=360x120',
  },
});

function renderPopup(mode: 'registration' | 'authorization', answer: FakeRoute) {
  const api = installFakeApi({ ...configRoutes, '/api/banners/get': answer });
  const { container } = render(withProviders(<AuthPopup initialMode={mode} onClose={jest.fn()} />, '/'));
  return { ...api, container };
}

describe('registration banner', () => {
  it('normal: the wide image from tablet up, the tall one on phones, and the texts', async () => {
    const { container } = renderPopup('registration', () => ok({ items: [banner('normal')], total: 1 }));
    const aside = await screen.findByRole('complementary', { name: 'Welcome bonus' });
    expect(aside).toHaveTextContent('100% up to $500');
    expect(aside.querySelector('strong')).toHaveTextContent('first');
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('media', 'screen and (min-width: 768px)');
    expect(source).toHaveAttribute('srcset', '/static/banners/31.svg');
    expect(container.querySelector('picture img')).toHaveAttribute('src', '/static/banners/31.svg?size=360x520');
    // Decorative: the texts carry the message.
    expect(container.querySelector('picture img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('asks for the registration placement only', async () => {
    const { fetchMock } = renderPopup('registration', () => ok({ items: [banner('normal')], total: 1 }));
    await screen.findByRole('complementary', { name: 'Welcome bonus' });
    const url = new URL(String(fetchMock.mock.calls.find(([input]) => String(input).includes('/api/banners/get'))![0]), 'http://localhost');
    expect(url.searchParams.get('placement')).toBe('registration');
    expect(url.searchParams.get('count')).toBe('1');
  });

  it('compact: a slim strip with the compact image', async () => {
    const { container } = renderPopup('registration', () => ok({ items: [banner('compact')], total: 1 }));
    const aside = await screen.findByRole('complementary', { name: 'Welcome bonus' });
    expect(aside).toHaveAttribute('data-banner-type', 'compact');
    expect(container.querySelector('picture')).toBeNull();
    expect(aside.querySelector('img')).toHaveAttribute('src', '/static/banners/31.svg?size=360x120');
    expect(aside).toHaveTextContent('100% up to $500');
  });

  it('shows nothing without a banner or when the call fails, and only in the registration mode', async () => {
    renderPopup('registration', () => ok({ items: [], total: 0 }));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('leaves the form alone when banners.get fails', async () => {
    renderPopup('registration', () => failure('InternalServerError', 500));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('is not part of the sign-in mode', async () => {
    const { callsTo } = renderPopup('authorization', () => ok({ items: [banner('normal')], total: 1 }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(callsTo('/api/banners/get')).toHaveLength(0);
  });
});

describe('registration banner images (spec §8: a failed image falls back or is logged)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  const withImages = (bannerType: string, images: Partial<ReturnType<typeof banner>['description']>) => {
    const base = banner(bannerType);
    return { ...base, description: { ...base.description, ...images } };
  };

  it('normal: a failed picture keeps its box and picture element with a placeholder, and is logged once', async () => {
    const { container } = renderPopup('registration', () =>
      ok({ items: [withImages('normal', { image_735_240: '/cms/wide-gone.png', image_360_520: '/cms/tall-gone.png' })], total: 1 }),
    );
    await screen.findByRole('complementary', { name: 'Welcome bonus' });
    const picture = container.querySelector('picture');
    const image = container.querySelector('picture img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', '/cms/tall-gone.png');

    fireEvent.error(image);
    expect(container.querySelector('picture')).toBe(picture);
    expect(container.querySelector('picture img')).toBe(image);
    expect(container.querySelector('picture source')).toBeNull();
    expect(image).toHaveAttribute('src', imagePlaceholder(360, 520));
    expect(image).toHaveAttribute('data-image-placeholder');
    expect(image).toHaveAttribute('alt', '');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[ui] an image failed to load, a fallback shows instead: /cms/tall-gone.png');
  });

  it('compact: a failed strip gives way to the wide image, then to a placeholder of the strip, each logged once', async () => {
    const { container } = renderPopup('registration', () =>
      ok({
        items: [withImages('compact', { image_735_240: '/cms/wide-gone-2.png', registration_popup_mobile_compact: '/cms/strip-gone.png' })],
        total: 1,
      }),
    );
    const aside = await screen.findByRole('complementary', { name: 'Welcome bonus' });
    const image = aside.querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', '/cms/strip-gone.png');

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/cms/wide-gone-2.png');
    fireEvent.error(image);
    expect(aside.querySelector('img')).toBe(image);
    expect(image).toHaveAttribute('src', imagePlaceholder(360, 120));
    expect(container.querySelector('picture')).toBeNull();
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '[ui] an image failed to load, a fallback shows instead: /cms/strip-gone.png',
      '[ui] an image failed to load, a fallback shows instead: /cms/wide-gone-2.png',
    ]);
  });
});
