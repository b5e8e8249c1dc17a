import { fireEvent, render } from '@testing-library/react';
import { Image, imagePlaceholder } from './Image';

describe('Image', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  const img = (container: HTMLElement) => container.querySelector('img') as HTMLImageElement;

  it('shows the image as given while it loads', () => {
    const { container } = render(
      <Image className="tile" src="/a.webp" srcSet="/a.webp 1x, /a@2x.webp 2x" alt="Lucky" width={288} height={192} />,
    );
    expect(img(container)).toHaveAttribute('src', '/a.webp');
    expect(img(container)).toHaveAttribute('srcset', '/a.webp 1x, /a@2x.webp 2x');
    expect(img(container)).toHaveAttribute('alt', 'Lucky');
    expect(warn).not.toHaveBeenCalled();
  });

  it('moves to the fallback in the same element, box and class, and reports the failed address once', () => {
    const { container } = render(
      <Image
        className="tile"
        src="/described-1.png"
        fallbacks={[{ src: '/img/games/one.webp', srcSet: '/img/games/one.webp 1x, /img/games/one@2x.webp 2x' }]}
        alt=""
        width={288}
        height={192}
      />,
    );
    const element = img(container);
    fireEvent.error(element);
    expect(img(container)).toBe(element);
    expect(element).toHaveAttribute('src', '/img/games/one.webp');
    expect(element).toHaveAttribute('srcset', '/img/games/one.webp 1x, /img/games/one@2x.webp 2x');
    expect(element).toHaveAttribute('width', '288');
    expect(element).toHaveAttribute('height', '192');
    expect(element).toHaveClass('tile');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[ui] an image failed to load, a fallback shows instead: /described-1.png');
  });

  it('ends on a neutral placeholder of the same size when every picture fails, never a broken image', () => {
    const { container } = render(<Image src="/gone-2.png" fallbacks={[{ src: '/gone-3.webp' }]} alt="Promo" width={360} height={520} />);
    fireEvent.error(img(container));
    fireEvent.error(img(container));
    const element = img(container);
    expect(element).toHaveAttribute('src', imagePlaceholder(360, 520));
    expect(element).not.toHaveAttribute('srcset');
    expect(element).toHaveAttribute('data-image-placeholder');
    expect(element).toHaveAttribute('alt', 'Promo');
    expect(decodeURIComponent(element.getAttribute('src') ?? '')).toContain('viewBox="0 0 360 520"');
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '[ui] an image failed to load, a fallback shows instead: /gone-2.png',
      '[ui] an image failed to load, a fallback shows instead: /gone-3.webp',
    ]);
  });

  it('reports an address that fails in several places only once', () => {
    const { container } = render(
      <>
        <Image src="/shared-4.png" width={10} height={10} />
        <Image src="/shared-4.png" width={10} height={10} />
      </>,
    );
    container.querySelectorAll('img').forEach((element) => fireEvent.error(element));
    expect(warn).toHaveBeenCalledTimes(1);
    container.querySelectorAll('img').forEach((element) => expect(element).toHaveAttribute('data-image-placeholder'));
  });

  it('drops the failed picture sources but keeps the picture element', () => {
    const { container } = render(
      <Image src="/mobile-5.png" sources={[{ media: '(min-width: 768px)', srcSet: '/desktop-5.png' }]} width={360} height={520} />,
    );
    const picture = container.querySelector('picture');
    expect(picture?.querySelector('source')).toHaveAttribute('srcset', '/desktop-5.png');
    fireEvent.error(img(container));
    expect(container.querySelector('picture')).toBe(picture);
    expect(picture?.querySelector('source')).toBeNull();
    expect(img(container)).toHaveAttribute('data-image-placeholder');
  });

  it('shows the placeholder without a report when there is no picture at all, and starts again for a new one', () => {
    const { container, rerender } = render(<Image src="" width={288} height={192} />);
    expect(img(container)).toHaveAttribute('data-image-placeholder');
    expect(warn).not.toHaveBeenCalled();
    rerender(<Image src="/new-6.png" width={288} height={192} />);
    expect(img(container)).toHaveAttribute('src', '/new-6.png');
  });
});
