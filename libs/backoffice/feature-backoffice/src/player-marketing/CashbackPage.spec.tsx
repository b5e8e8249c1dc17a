import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { identity } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

const unknownPlayer = () => failure('InvalidParameter', 400, { message: 'No player', invalid_parameters: { player: ['unknown_player'] } });

describe('cashback page', () => {
  it('runs the cashback for one player or everyone and says how many were created; an unknown player is named on the field', async () => {
    let runs = 0;
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('marketing')),
      '/api/staff/runCashback': () => {
        runs += 1;
        if (runs === 1) return unknownPlayer();
        return ok(
          runs === 2
            ? { period: 'previous', player: { id: 7, login: 'anna' }, created: 1 }
            : { period: 'current', player: null, created: 3 },
        );
      },
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/cashback' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cashback' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cashback' })).toHaveAttribute('href', '/cashback');
    const form = screen.getByRole('form', { name: 'Run the cashback now' });

    await userEvent.type(within(form).getByLabelText('Player (optional)'), 'nobody');
    await userEvent.click(within(form).getByRole('button', { name: 'Run cashback' }));
    expect(await within(form).findByText('No player has this login, email, phone or id.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Player (optional)')).toHaveAccessibleDescription(/No player has this login/);

    await userEvent.clear(within(form).getByLabelText('Player (optional)'));
    await userEvent.type(within(form).getByLabelText('Player (optional)'), 'anna');
    await userEvent.selectOptions(within(form).getByLabelText('Period'), 'Yesterday (the last complete period, as the nightly job)');
    await userEvent.click(within(form).getByRole('button', { name: 'Run cashback' }));
    expect(await screen.findByText('Cashbacks created for anna (#7): 1.')).toBeInTheDocument();
    expect(callsTo('/api/staff/runCashback')[1]!.body).toEqual({ period: 'previous', player: 'anna' });

    await userEvent.clear(within(form).getByLabelText('Player (optional)'));
    await userEvent.selectOptions(within(form).getByLabelText('Period'), 'Today so far (the current period)');
    await userEvent.click(within(form).getByRole('button', { name: 'Run cashback' }));
    expect(await screen.findByText('Cashbacks created for all players: 3.')).toBeInTheDocument();
    expect(callsTo('/api/staff/runCashback')[2]!.body).toEqual({ period: 'current' });
  });

  it('shows a player’s staked, won and net loss per day, and says when they did not play', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('marketing')),
      '/api/staff/playerPlayDays': (url) =>
        url.searchParams.get('player') === 'anna'
          ? ok({
              player: { id: 7, login: 'anna' },
              since: '2026-03-04',
              days: [{ day: '2026-03-10', currency: 'EUR', staked: '30.00', won: '5.00', net_loss: '25.00' }],
            })
          : url.searchParams.get('player') === 'ghost'
            ? unknownPlayer()
            : ok({ player: { id: 8, login: 'idle' }, since: '2026-03-04', days: [] }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/cashback' });
    const form = await screen.findByRole('form', { name: 'A player’s real-money play' });

    await userEvent.click(within(form).getByRole('button', { name: 'Show play' }));
    expect(await within(form).findByText('Field is required')).toBeInTheDocument();
    expect(callsTo('/api/staff/playerPlayDays')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Player'), 'anna');
    await userEvent.click(within(form).getByRole('button', { name: 'Show play' }));
    const table = await screen.findByRole('table', { name: 'Real-money play of anna (#7) in the last 7 days, by UTC day' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Mar 10, 2026');
    expect(row).toHaveTextContent('€30.00');
    expect(row).toHaveTextContent('€5.00');
    expect(row).toHaveTextContent('€25.00');
    // The same player again reads their play again: rounds keep settling into today.
    await userEvent.click(within(form).getByRole('button', { name: 'Show play' }));
    await waitFor(() => expect(callsTo('/api/staff/playerPlayDays')).toHaveLength(2));

    await userEvent.clear(within(form).getByLabelText('Player'));
    await userEvent.type(within(form).getByLabelText('Player'), 'ghost');
    await userEvent.click(within(form).getByRole('button', { name: 'Show play' }));
    expect(await within(form).findByText('No player has this login, email, phone or id.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText('Player'));
    await userEvent.type(within(form).getByLabelText('Player'), 'idle');
    await userEvent.click(within(form).getByRole('button', { name: 'Show play' }));
    expect(await screen.findByText('idle has no real-money play in the last 7 days.')).toBeInTheDocument();
  });

  it('is not offered to a role without the campaigns permission', async () => {
    installFakeApi({ '/api/staff/me': () => ok(identity('support')) });
    renderWithProviders(<BackofficeRoutes />, { route: '/cashback' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed for your role' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cashback' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Run the cashback now' })).not.toBeInTheDocument();
  });
});
