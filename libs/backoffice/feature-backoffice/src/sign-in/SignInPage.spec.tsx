import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { identity } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

const form = () => screen.getByRole('form', { name: 'Sign in to the back office' });

async function fill(email: string, password: string, code: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  if (code) await userEvent.type(screen.getByLabelText(/^Code from the authenticator app/), code);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it('checks the fields by the shared rules before asking the server', async () => {
    const { callsTo } = installFakeApi({});
    renderWithProviders(<BackofficeRoutes />, { route: '/sign-in' });
    expect(form()).toBeInTheDocument();
    await fill('not-an-email', '', '12a');
    expect(await screen.findByText('Wrong email address')).toBeInTheDocument();
    expect(screen.getByText('Field is required')).toBeInTheDocument();
    expect(screen.getByText('The code must contain 6 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('/api/staff/signIn')).toHaveLength(0);
  });

  it('says plainly that the credentials were wrong, and clears the spent code', async () => {
    installFakeApi({
      '/api/staff/signIn': () => failure('Authorization', 401, { message: 'Wrong email, password or code', code: 'wrong_credentials' }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/sign-in' });
    await fill('pay@example.com', 'correct horse battery', '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email, password or code.');
    expect(screen.getByLabelText(/^Code from the authenticator app/)).toHaveValue('');
  });

  it('signs in and goes back where the visitor was sent from, never to another site', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/signIn': () => ok(identity('admin')),
      '/api/staff/me': () => ok(identity('admin')),
      '/api/staff/auditLog': () => ok({ items: [], has_more: false }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/sign-in?next=%2Faudit' });
    await fill('admin@example.com', 'Correct-Horse-42', '654321');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/audit$/);
    expect(callsTo('/api/staff/signIn')[0]!.body).toEqual({ email: 'admin@example.com', password: 'Correct-Horse-42', code: '654321' });
  });
});
