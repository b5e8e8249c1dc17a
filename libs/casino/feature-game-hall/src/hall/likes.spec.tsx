import { fireEvent, screen, waitFor } from '@testing-library/react';
import { accountInfo, game } from '../testing/fixtures';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { renderWithProviders } from '../testing/render';
import { GameHallPage } from './GameHallPage';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function likesApi({ signedIn, addLike }: { signedIn: boolean; addLike?: () => Promise<Response> }) {
  const liked = new Set<string>(['game-2']);
  return installFakeApi({
    '/api/account/getInfo': () => ok(accountInfo(signedIn ? 7 : 0)),
    '/api/games/getCategories': () => ok({ items: [], total: 0 }),
    '/api/freespins/get': () =>
      ok({
        items: [
          {
            id: 1,
            game: { sysname: 'game-1', name: 'Game 1', image_url: '' },
            game_sysname: 'game-1',
            total_count: 10,
            remaining_count: 4,
            stake: { amount: 1, currency: 'USD' },
            status: 'active',
            expires_at: '2099-01-01T00:00:00Z',
          },
        ],
        total: 1,
      }),
    '/api/games/getLikes': () => ok({ sysnames: [...liked] }),
    '/api/games/get': () =>
      ok({
        items: [game(1), game(2, { description: { name: 'Described Two', img_288_192: '/described.png' } })],
        total: 2,
        offset: 0,
        count: 96,
      }),
    '/api/games/addLike': async (_url, init) => {
      const response = addLike ? await addLike() : ok(1);
      if (response.ok) liked.add(String((init?.body as FormData).get('sysname')));
      return response;
    },
    '/api/games/removeLike': (_url, init) => {
      liked.delete(String((init?.body as FormData).get('sysname')));
      return ok(1);
    },
  });
}

describe('likes', () => {
  it('fills the heart at once, keeps it when the server agrees, and reloads the likes', async () => {
    const pending = deferred<Response>();
    const { callsTo } = likesApi({ signedIn: true, addLike: () => pending.promise });
    renderWithProviders(<GameHallPage />, { route: '/gamehall' });
    const heart = await screen.findByRole('button', { name: 'Favourite: Game 1' });
    await waitFor(() => expect(callsTo('/api/games/getLikes')).toHaveLength(1));
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(callsTo('/api/games/addLike')).toHaveLength(1);

    pending.resolve(ok(1));
    await waitFor(() => expect(callsTo('/api/games/getLikes')).toHaveLength(2));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls the heart back and shows the error when the call fails', async () => {
    const pending = deferred<Response>();
    likesApi({ signedIn: true, addLike: () => pending.promise });
    renderWithProviders(<GameHallPage />, { route: '/gamehall' });
    const heart = await screen.findByRole('button', { name: 'Favourite: Game 1' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favourite: Described Two' })).toHaveAttribute('aria-pressed', 'true'));

    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    pending.resolve(failure('TooManyRequests', 429));

    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a moment and try again.');
    expect(screen.getByRole('button', { name: 'Favourite: Described Two' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('unlikes a liked game', async () => {
    const { callsTo } = likesApi({ signedIn: true });
    renderWithProviders(<GameHallPage />, { route: '/gamehall' });
    const heart = await screen.findByRole('button', { name: 'Favourite: Described Two' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(callsTo('/api/games/removeLike')).toHaveLength(1));
  });

  it('asks a visitor to sign in instead of calling the API', async () => {
    const { callsTo } = likesApi({ signedIn: false });
    renderWithProviders(<GameHallPage />, { route: '/gamehall?category=slots' });
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite: Game 1' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('show_popup_auth=1'));
    expect(screen.getByTestId('location')).toHaveTextContent('category=slots');
    expect(callsTo('/api/games/addLike')).toHaveLength(0);
    expect(callsTo('/api/games/getLikes')).toHaveLength(0);
  });

  it('shows the free-spin badge and the description name and image', async () => {
    likesApi({ signedIn: true });
    renderWithProviders(<GameHallPage />, { route: '/gamehall' });
    expect(await screen.findByText('Free spins: 4')).toBeInTheDocument();
    const described = screen.getByText('Described Two').closest('a');
    expect(described?.querySelector('img')).toHaveAttribute('src', '/described.png');
  });
});
