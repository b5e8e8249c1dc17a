import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { identity } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

const member = (id: number, email: string, role: string, state: { enrolled?: boolean; disabled?: boolean } = {}) => ({
  id,
  email,
  role,
  enrolled: state.enrolled ?? true,
  disabled: state.disabled ?? false,
  created_at: '2026-12-01T09:00:00.000Z',
});

describe('staff page', () => {
  it('creates an account and shows its one-time link; a taken email lands on the email field', async () => {
    let creations = 0;
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('admin')),
      '/api/staff/listStaff': () => ok({ items: [member(1, 'admin@example.com', 'admin')] }),
      '/api/staff/createStaff': () =>
        (creations += 1) === 1
          ? failure('InvalidParameter', 400, { message: 'exists', invalid_parameters: { email: ['exists'] } })
          : ok({ id: 2, email: 'pay@example.com', role: 'payments', enrolment_url: 'http://site.test/backoffice/enrol?token=abc' }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/staff' });
    const form = await screen.findByRole('form', { name: 'Add a staff member' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findByText('Field is required')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Email'), 'pay@example.com');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'Payments');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findByText('A staff account with this email already exists.')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('enrolment-url')).toHaveTextContent('http://site.test/backoffice/enrol?token=abc');
    expect(screen.getByRole('heading', { name: 'Account created for pay@example.com (Payments)' })).toHaveFocus();
    expect(callsTo('/api/staff/createStaff')[1]!.body).toEqual({ email: 'pay@example.com', role: 'payments' });
  });

  it('disables another account with a reason, never one’s own', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('admin')),
      '/api/staff/listStaff': () => ok({ items: [member(1, 'admin@example.com', 'admin'), member(5, 'old@example.com', 'support')] }),
      '/api/staff/disableStaff': () => ok(1),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/staff' });
    await screen.findByText('old@example.com');
    expect(screen.queryByRole('button', { name: 'Disable admin@example.com' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disable old@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable old@example.com' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Left the company');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('old@example.com is disabled.')).toBeInTheDocument();
    expect(callsTo('/api/staff/disableStaff')[0]!.body).toEqual({ id: '5', reason: 'Left the company' });
  });
});
