import { render, screen } from '@testing-library/react';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { accountInfo, game } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { GameRow } from './GameRow';

describe('game row', () => {
  it('while loading draws plain placeholders, hidden from assistive technology, with no query client or router around it', () => {
    // No providers: a row that still set up likes, free spins or the heart here would throw.
    const { container } = render(<GameRow games={[]} label="POPULAR games" loading />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild?.children).toHaveLength(6);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('once loaded is a named list of tiles with hearts', async () => {
    installFakeApi({ '/api/account/getInfo': () => ok(accountInfo(0)) });
    renderWithProviders(<GameRow games={[game(1), game(2)]} label="POPULAR games" />);
    expect(screen.getByRole('list', { name: 'POPULAR games' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Favourite: Game 2' })).toHaveAttribute('aria-pressed', 'false');
  });
});
