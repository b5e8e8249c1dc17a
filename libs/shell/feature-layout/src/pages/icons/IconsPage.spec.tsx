import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { iconSprite } from './icon-sprite';
import IconsPage from './IconsPage';

describe('/_icons', () => {
  it('lays out every icon of the sprite with its name', () => {
    renderWithProviders(<IconsPage />, { path: '/_icons' });
    expect(screen.getByRole('heading', { level: 1, name: 'Icons' })).toBeInTheDocument();
    const cells = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cells.map((cell) => within(cell).getByRole('figure').querySelector('figcaption')?.textContent)).toEqual(
      iconSprite.map(({ name }) => name),
    );
    // Each draws its mark; the loader is the spinner the pay-pending page shows instead of an icon.
    for (const cell of cells) {
      const drawn = cell.getAttribute('data-icon') === 'status-loader' ? within(cell).getByRole('status') : cell.querySelector('svg');
      expect(drawn).not.toBeNull();
    }
  });

  it('names each icon once', () => {
    const names = iconSprite.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['close', 'eye', 'eye-struck', 'status-success', 'status-loader']));
  });
});
