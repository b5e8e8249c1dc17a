import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { identity, withdrawal } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

const navigation = () => screen.findByRole('navigation', { name: 'Back office sections' });
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('navigation by role', () => {
  it.each([
    ['payments', ['Withdrawals', 'Refunds', 'Payout details', 'Daily report']],
    ['admin', ['Staff', 'Audit log', 'Settings', 'Daily report']],
    ['compliance', ['Players', 'KYC review', 'Audit log', 'Daily report']],
    ['support', ['Players', 'Feedback']],
  ] as const)('a %s member sees %j', async (role, expected) => {
    installFakeApi({
      '/api/staff/me': () => ok(identity(role)),
      '/api/staff/withdrawals': () => ok({ items: [] }),
      '/api/staff/listStaff': () => ok({ items: [] }),
      '/api/staff/auditLog': () => ok({ items: [], has_more: false }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/' });
    expect(linkNames(await navigation())).toEqual(expected);
    expect(screen.getByTestId('signed-in-as')).toHaveTextContent(`${role}@example.com`);
  });

  it('tells a support member the withdrawals queue is not for their role, and asks the server nothing about it', async () => {
    const { callsTo } = installFakeApi({ '/api/staff/me': () => ok(identity('support')) });
    renderWithProviders(<BackofficeRoutes />, { route: '/withdrawals' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed for your role' })).toBeInTheDocument();
    expect(screen.getByText(/The Support role cannot open this page/)).toBeInTheDocument();
    expect(callsTo('/api/staff/withdrawals')).toHaveLength(0);
  });

  it('sends a visitor without a staff session to the sign-in page, remembering where they were going', async () => {
    installFakeApi({ '/api/staff/me': () => failure('Authorization', 401, 'Staff sign-in required') });
    renderWithProviders(<BackofficeRoutes />, { route: '/audit?page=2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in?next=%2Faudit%3Fpage%3D2');
  });

  it('opens the first section of the role from the start page, and signs out to the sign-in page', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/withdrawals': () => ok({ items: [withdrawal()] }),
      '/api/staff/signOut': () => ok(1),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawals' })).toBeInTheDocument();
    expect(within(await navigation()).getByRole('link', { name: 'Withdrawals' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeInTheDocument();
    expect(callsTo('/api/staff/signOut')).toHaveLength(1);
  });
});
