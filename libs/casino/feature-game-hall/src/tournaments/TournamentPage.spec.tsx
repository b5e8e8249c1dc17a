import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Tournament } from '@nfx/api-contract';
import { tournamentsQueryOptions } from '../api/tournaments';
import { accountInfo } from '../testing/fixtures';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { renderWithProviders } from '../testing/render';
import { TournamentPage } from './TournamentPage';

const money = (amount: number) => ({ amount, currency: 'USD' });

function tournament(participating: boolean): Tournament {
  return {
    id: 5,
    games_count: 40,
    total_prize: money(10000),
    user_info: participating ? { is_participating: true, points: 120, place: 3 } : { is_participating: false, points: 0, place: null },
    winners: [{ place: 1, player: '', prize: money(5000), points: 0 }],
    restrictions: { min_stake: money(0.5) },
    total_participants: participating ? 11 : 10,
    total_points: 900,
    reset_on_cashout: true,
    provider: null,
    image_url: '/img/t.webp',
    tags: [],
    description: { title: 'Spring Race', text: 'Spin to climb.' },
    extra: { sysname: 'spring-race', status: 'active', starts_at: '2024-01-01T00:00:00Z', ends_at: '2099-01-01T00:00:00Z' },
  };
}

function tournamentApi(participateAnswer: unknown) {
  let joined = false;
  return installFakeApi({
    '/api/account/getInfo': () => ok(accountInfo(7)),
    '/api/tournaments/get': () => ok({ items: [tournament(joined)], total: 1 }),
    '/api/leaderboard/get': () => ok({ items: [{ place: 1, player: 'Ma***er', points: 500, is_me: false }], total: 1, me: null }),
    '/api/tournaments/participate': () => {
      joined = participateAnswer === 1;
      return ok(participateAnswer);
    },
  });
}

describe('tournament participation', () => {
  it('joins, reloads the tournament and refreshes it in the active list', async () => {
    const { callsTo } = tournamentApi(1);
    const { queryClient } = renderWithProviders(<TournamentPage />, { route: '/tournaments/5', path: '/tournaments/:id' });
    queryClient.setQueryData(tournamentsQueryOptions('active', 'en').queryKey, { items: [tournament(false)], total: 1 });

    fireEvent.click(await screen.findByRole('button', { name: 'Take part' }));
    expect(await screen.findByText('Your place: 3 · points: 120')).toBeInTheDocument();
    expect(screen.getByText('You are taking part')).toBeInTheDocument();
    expect(callsTo('/api/tournaments/get')).toHaveLength(2);
    const list = queryClient.getQueryData(tournamentsQueryOptions('active', 'en').queryKey);
    expect(list?.items[0]?.user_info?.is_participating).toBe(true);
  });

  it('treats an answer other than 1 as a failure', async () => {
    tournamentApi(0);
    renderWithProviders(<TournamentPage />, { route: '/tournaments/5', path: '/tournaments/:id' });
    fireEvent.click(await screen.findByRole('button', { name: 'Take part' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to participate in tournament');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Take part' })).toBeEnabled());
  });
});
