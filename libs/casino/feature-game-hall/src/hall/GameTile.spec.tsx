import { fireEvent, screen } from '@testing-library/react';
import { imagePlaceholder } from '@nfx/ui';
import { game } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { GameTile } from './GameTile';

function renderTile(item = game(7)) {
  renderWithProviders(<GameTile game={item} href="/game/game-7" liked={false} freeSpins={0} onToggleLike={() => undefined} />);
  return { image: () => screen.getByTestId('game-tile').querySelector('img') as HTMLImageElement };
}

describe('game tile artwork (spec §8: a failed image falls back or is logged)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('a described picture that fails gives way to the server-drawn artwork, then to a placeholder of the same box', () => {
    const { image } = renderTile(game(7, { description: { name: '', img_288_192: '/uploads/tile-broken-7.png' } }));
    const element = image();
    expect(element).toHaveAttribute('src', '/uploads/tile-broken-7.png');
    expect(element).not.toHaveAttribute('srcset');

    fireEvent.error(element);
    expect(image()).toBe(element);
    expect(element).toHaveAttribute('src', '/img/resize/288x192/games/game-7.webp');
    expect(element).toHaveAttribute('srcset', '/img/resize/288x192/games/game-7.webp 1x, /img/resize/288x192@2x/games/game-7.webp 2x');

    fireEvent.error(element);
    expect(element).toHaveAttribute('src', imagePlaceholder(288, 192));
    expect([element.getAttribute('width'), element.getAttribute('height')]).toEqual(['288', '192']);
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '[ui] an image failed to load, a fallback shows instead: /uploads/tile-broken-7.png',
      '[ui] an image failed to load, a fallback shows instead: /img/resize/288x192/games/game-7.webp',
    ]);
  });

  it('the server-drawn artwork that fails goes straight to the placeholder', () => {
    const { image } = renderTile(game(8));
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', imagePlaceholder(288, 192));
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
