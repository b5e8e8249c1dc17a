import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, idempotencyKeyOf, installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { identity } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

describe('newsletter page', () => {
  it('checks the fields before sending, then sends once per key and says how many contacts got it', async () => {
    let sends = 0;
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('marketing')),
      '/api/staff/sendNewsletter': () => {
        sends += 1;
        if (sends === 1) return failure('InvalidRequest', 400, { message: 'busy', code: 'newsletter_in_progress' });
        return ok({ player: { id: 7, login: 'anna' }, sent: sends === 2 ? 2 : 0 });
      },
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/newsletter' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('href', '/newsletter');
    const form = screen.getByRole('form', { name: 'Newsletter' });

    await userEvent.click(within(form).getByRole('button', { name: 'Send newsletter' }));
    expect(await within(form).findAllByText('Field is required')).toHaveLength(3);
    await userEvent.type(within(form).getByLabelText('Player'), 'anna');
    // The field stops at the limit the server checks.
    expect(within(form).getByLabelText('Subject')).toHaveAttribute('maxlength', '200');
    await userEvent.type(within(form).getByLabelText('Text'), 'Free spins{Enter}on Friday');
    await userEvent.click(within(form).getByRole('button', { name: 'Send newsletter' }));
    expect(await within(form).findAllByText('Field is required')).toHaveLength(1);
    expect(callsTo('/api/staff/sendNewsletter')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Subject'), 'Offers');
    await userEvent.click(within(form).getByRole('button', { name: 'Send newsletter' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This newsletter is being sent already.');
    // The retry of the same newsletter carries the same key: the server sends it at most once.
    await userEvent.click(within(form).getByRole('button', { name: 'Send newsletter' }));
    expect(await screen.findByText('Sent to anna: 2 contact(s).')).toBeInTheDocument();
    const [first, second] = callsTo('/api/staff/sendNewsletter');
    expect(second!.body).toEqual({ player: 'anna', subject: 'Offers', text: 'Free spins\non Friday' });
    expect(idempotencyKeyOf(second!.init)).toBeTruthy();
    expect(idempotencyKeyOf(second!.init)).toBe(idempotencyKeyOf(first!.init));
    // Sent: subject and text are cleared for the next one, the player stays.
    expect(within(form).getByLabelText('Player')).toHaveValue('anna');
    expect(within(form).getByLabelText('Subject')).toHaveValue('');

    await userEvent.type(within(form).getByLabelText('Subject'), 'Again');
    await userEvent.type(within(form).getByLabelText('Text'), 'More');
    await userEvent.click(within(form).getByRole('button', { name: 'Send newsletter' }));
    expect(await screen.findByText(/Sent to 0 contacts: anna has no contact that may receive marketing/)).toBeInTheDocument();
    // A new newsletter after a success gets a new key.
    expect(idempotencyKeyOf(callsTo('/api/staff/sendNewsletter')[2]!.init)).not.toBe(idempotencyKeyOf(second!.init));
  });

  it('is not offered to a role without the newsletters permission', async () => {
    installFakeApi({ '/api/staff/me': () => ok(identity('content')) });
    renderWithProviders(<BackofficeRoutes />, { route: '/newsletter' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed for your role' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Newsletter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Newsletter' })).not.toBeInTheDocument();
  });
});
