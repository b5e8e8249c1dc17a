import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RECENT_GAMES_KEY } from '../game/recent-games';
import { game } from '../testing/fixtures';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { optionsOf } from '../testing/games-options';
import { renderWithProviders } from '../testing/render';
import { GamesSearchPopup } from './GamesSearchPopup';

const catalogue = [
  game(1, { name: 'Starburst' }),
  game(2, { name: 'Star Fruits' }),
  game(3, { name: 'Book of Dead' }),
  game(4, { name: 'Mega Moolah' }),
];

function searchApi() {
  return installFakeApi({
    '/api/games/get': (url) => {
      const options = optionsOf(url) as { search?: string; sysnames?: string[]; count?: number };
      let items = catalogue;
      if (options.search) items = items.filter((item) => item.name.toLowerCase().includes(options.search!.toLowerCase()));
      if (options.sysnames) items = items.filter((item) => options.sysnames!.includes(item.sysname));
      items = items.slice(0, options.count ?? 18);
      return ok({ items, total: items.length, offset: 0, count: options.count ?? 18 });
    },
  });
}

const searchCalls = (callsTo: ReturnType<typeof searchApi>['callsTo']) =>
  callsTo('/api/games/get')
    .map(({ url }) => optionsOf(url).search)
    .filter((search) => search !== undefined);

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('games search popup', () => {
  it('waits 300 ms after the last keystroke before searching, then lists the results', async () => {
    // Timers also advance with real time, so react-query's own scheduling keeps working.
    jest.useFakeTimers({ advanceTimers: true });
    const { callsTo } = searchApi();
    renderWithProviders(<GamesSearchPopup />);
    const input = screen.getByRole('combobox', { name: 'Search games' });

    for (const text of ['s', 'st', 'sta', 'star']) {
      fireEvent.change(input, { target: { value: text } });
      await act(async () => jest.advanceTimersByTime(100));
    }
    expect(searchCalls(callsTo)).toEqual([]);
    await act(async () => jest.advanceTimersByTime(300));

    const listbox = screen.getByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['StarburstAlpha', 'Star FruitsAlpha']),
    );
    expect(searchCalls(callsTo)).toEqual(['star']);
  });

  it('says when nothing matches', async () => {
    searchApi();
    renderWithProviders(<GamesSearchPopup />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Search games' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No games match “zzz”.')).toBeInTheDocument();
  });

  it('offers recent and popular games before typing, and the keyboard picks one', async () => {
    localStorage.setItem(RECENT_GAMES_KEY, JSON.stringify(['game-3']));
    const onClose = jest.fn();
    renderWithProviders(<GamesSearchPopup onClose={onClose} />, { route: '/' });
    searchApi();
    expect(await screen.findByText('Recently played')).toBeInTheDocument();
    expect(screen.getByText('Popular games')).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: 'Search games' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5));
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Book of Dead');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[4]).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/game/game-3');
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on Escape', () => {
    searchApi();
    const onClose = jest.fn();
    renderWithProviders(<GamesSearchPopup onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Search games' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends Enter without a chosen game to the hall filtered by the query', () => {
    searchApi();
    renderWithProviders(<GamesSearchPopup />);
    const input = screen.getByRole('combobox', { name: 'Search games' });
    fireEvent.change(input, { target: { value: 'book of' } });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/gamehall?search=book+of');
  });
});
