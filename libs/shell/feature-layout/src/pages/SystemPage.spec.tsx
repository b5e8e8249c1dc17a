import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { SystemPage } from './SystemPage';
import { systemPages, type SystemPageKey } from './system-pages';

describe('SystemPage', () => {
  it.each([
    ['userBlock', 'Contact support', '/support'],
    ['errorsSlot', 'Go to games', '/gamehall'],
    ['paySuccess', 'Go to games', '/gamehall'],
    ['payCancel', 'Back to deposit', '/cashier/deposit'],
    ['payFail', 'Back to deposit', '/cashier/deposit'],
    ['payNewWindow', 'Back to deposit', '/cashier/deposit'],
    ['notFound', 'Go to home page', '/'],
  ] as const)('%s: its button goes to %s', (page: SystemPageKey, button, target) => {
    renderWithProviders(<SystemPage page={page} />);
    expect(screen.getByRole('link', { name: button })).toHaveAttribute('href', target);
  });

  it('shows translated header and description', () => {
    renderWithProviders(<SystemPage page="payFail" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment failed');
    expect(screen.getByText(/could not complete your payment/)).toBeInTheDocument();
  });

  it('pay pending shows a loader instead of an icon', () => {
    renderWithProviders(<SystemPage page="payPending" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('maintenance offers a reload and stands in an empty layout', () => {
    renderWithProviders(<SystemPage page="maintenance" />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(systemPages.maintenance.emptyLayout && systemPages.forbidden.emptyLayout).toBe(true);
    expect(
      Object.entries(systemPages)
        .filter(([, page]) => page.emptyLayout)
        .map(([key]) => key)
        .sort(),
    ).toEqual(['forbidden', 'maintenance']);
  });
});
