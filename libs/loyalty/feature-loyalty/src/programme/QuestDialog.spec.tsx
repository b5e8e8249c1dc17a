import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoyaltyProgram } from '@nfx/api-contract';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { accountInfo, cmsConfig, loyaltyInfo } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { ProgrammePage } from './ProgrammePage';

jest.setTimeout(30_000);

const warmUp: LoyaltyProgram = {
  id: 3,
  sysname: 'ten-spins',
  trigger: 'rounds',
  title: 'Warm-up',
  description: 'Play 10 rounds of any game.',
  target: 10,
  progress: 4,
  rewardPoints: 100,
  isCompleted: false,
};

function setUp(route = '/loyalty') {
  const api = installFakeApi({
    '/api/account/getInfo': () => ok(accountInfo),
    '/nfx/cms-config/en': () => new Response(JSON.stringify(cmsConfig), { status: 200, headers: { 'content-type': 'application/json' } }),
    '/api/loyalty/getinfo': () => ok(loyaltyInfo()),
    '/api/loyalty/getPrograms': () => ok({ items: [warmUp] }),
    '/api/loyalty/getProgram': (url) =>
      url.searchParams.get('sysname') === warmUp.sysname ? ok(warmUp) : failure('MethodNotFound', 404, 'Unknown programme'),
  });
  renderWithProviders(<ProgrammePage />, { route });
  return { ...api, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location');

describe('the loyalty quest popup (§2)', () => {
  it('opens a quest from /loyalty in a dialog with its progress and page link; Esc closes it and focus returns to the quest', async () => {
    const { user } = setUp();
    const questLink = await screen.findByRole('link', { name: 'Warm-up' });
    // Still the quest's own page for a new tab or a copied link.
    expect(questLink).toHaveAttribute('href', '/loyalty/ten-spins');
    expect(questLink).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(questLink);

    const dialog = await screen.findByRole('dialog', { name: 'Warm-up' });
    expect(location()).toHaveTextContent('/loyalty?quest=ten-spins');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Play 10 rounds of any game.');
    expect(dialog).toHaveTextContent('Reward: 100 points');
    expect(dialog).toHaveTextContent('4 of 10');
    expect(within(dialog).getByRole('progressbar', { name: 'Progress of Warm-up' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the quest page' })).toHaveAttribute('href', '/loyalty/ten-spins');
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent(/^\/loyalty$/);
    expect(questLink).toHaveFocus();
  });

  it('opens with the keyboard too, and the close button closes it', async () => {
    const { user } = setUp();
    const questLink = await screen.findByRole('link', { name: 'Warm-up' });
    questLink.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Warm-up' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent(/^\/loyalty$/);
  });

  it('is open when the address says so (a reload), and closing it leaves /loyalty', async () => {
    const { user } = setUp('/loyalty?quest=ten-spins');
    const dialog = await screen.findByRole('dialog', { name: 'Warm-up' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent(/^\/loyalty$/);
  });

  it('says a quest that no longer exists is gone, inside the popup', async () => {
    setUp('/loyalty?quest=gone-quest');
    const dialog = await screen.findByRole('dialog', { name: 'Quests' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This quest is no longer available.');
  });
});
