import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says "Page not found" and names the path asked for as the framework words it (spec §8)', () => {
    renderWithProviders(<NotFoundPage />, { path: '/de/no-such/page' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByText('Page Not Found: /de/no-such/page')).toBeInTheDocument();
  });

  it('shows a path with markup in it as text', () => {
    renderWithProviders(<NotFoundPage />, { path: '/a<b>&c' });
    expect(screen.getByText(/^Page Not Found: \/a/)).toHaveTextContent('Page Not Found: /a<b>&c');
  });
});
