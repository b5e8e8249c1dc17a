import { fireEvent, screen } from '@testing-library/react';
import { imagePlaceholder } from '@nfx/ui';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { renderWithProviders } from '../testing/render-with-providers';
import { BannerSlider } from './BannerSlider';

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
