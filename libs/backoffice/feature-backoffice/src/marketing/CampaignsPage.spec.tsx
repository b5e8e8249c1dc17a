import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, idempotencyKeyOf, installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { campaign, identity } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

describe('campaigns page', () => {
  it('shows the marketing role its two sections and keeps other roles out', async () => {
    installFakeApi({ '/api/staff/me': () => ok(identity('marketing')), '/api/staff/campaigns': () => ok({ items: [] }) });
    const { unmount } = renderWithProviders(<BackofficeRoutes />, { route: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Back office sections' });
    expect(within(nav).getByRole('link', { name: 'Campaigns' })).toHaveAttribute('href', '/campaigns');
    expect(within(nav).getByRole('link', { name: 'Promo codes' })).toHaveAttribute('href', '/promo-codes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaigns' })).toBeInTheDocument();
    unmount();

    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/campaigns': () => ok({ items: [] }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/campaigns' });
    expect(await screen.findByTestId('not-allowed')).toBeInTheDocument();
    expect(callsTo('/api/staff/campaigns')).toHaveLength(0);
  });

  it('creates a campaign with the rules of its kind, saying what is missing first', async () => {
    let created = false;
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('marketing')),
      '/api/staff/campaigns': () => ok({ items: created ? [campaign({ title: 'Spring 7.50', amount: '7.50', promo_codes: 0 })] : [] }),
      '/api/staff/createCampaign': () => {
        created = true;
        return ok(campaign({ title: 'Spring 7.50' }));
      },
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/campaigns' });
    const form = await screen.findByRole('form', { name: 'New campaign' });
    expect(await screen.findByText('There are no campaigns yet.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Create campaign' }));
    expect(within(form).getAllByText('Field is required')).toHaveLength(2);
    expect(callsTo('/api/staff/createCampaign')).toHaveLength(0);

    // Free spins ask for their own rules instead of an amount.
    await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'Free spins');
    expect(within(form).queryByLabelText('Amount')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Number of spins')).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'Bonus without deposit');

    await userEvent.type(within(form).getByLabelText('Name players see'), 'Spring 7.50');
    await userEvent.type(within(form).getByLabelText('Amount'), '7.50');
    // A datetime-local field takes a whole value, as the browser's picker sets it.
    fireEvent.change(within(form).getByLabelText('Starts'), { target: { value: '2030-01-02T10:00' } });
    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '2030-01-01T10:00' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Create campaign' }));
    expect(await within(form).findByText('The date must not be earlier than 2030-01-02 10:00')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText(/Campaign "Spring 7.50" created\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Give it a promo code' })).toHaveAttribute('href', '/promo-codes');
    expect(callsTo('/api/staff/createCampaign')[0]!.body).toEqual({
      kind: 'no_deposit',
      title: 'Spring 7.50',
      description: '',
      amount: '7.50',
      wagering_multiplier: '20',
      expiry_days: '7',
      contributions: 'roulette:10, cards:10, live:0',
      starts_at: new Date('2030-01-02T10:00').toISOString(),
    });
    const row = await screen.findByRole('row', { name: /Spring 7\.50/ });
    expect(row).toHaveTextContent('bonus of 7.50 · wager 20× · stakes up to 2.00 count · days to use: 7');
    expect(within(form).getByLabelText('Name players see')).toHaveValue('');
  });

  it('pauses and resumes a campaign and sets its schedule in a dialog', async () => {
    let active = true;
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('marketing')),
      '/api/staff/campaigns': () =>
        ok({ items: [campaign({ is_active: active, state: active ? 'running' : 'paused', starts_at: '2030-01-01T09:00:00.000Z' })] }),
      '/api/staff/pauseCampaign': () => {
        active = false;
        return ok(1);
      },
      '/api/staff/resumeCampaign': () => {
        active = true;
        return ok(1);
      },
      '/api/staff/scheduleCampaign': () => ok(1),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/campaigns' });
    await userEvent.click(await screen.findByRole('button', { name: 'Pause campaign Spring 10' }));
    expect(await screen.findByText(/"Spring 10" is paused/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Resume campaign Spring 10' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Spring 10/ })).toHaveTextContent('Paused');
    await userEvent.click(screen.getByRole('button', { name: 'Resume campaign Spring 10' }));
    expect(await screen.findByText(/"Spring 10" is running again/)).toBeInTheDocument();
    expect(callsTo('/api/staff/pauseCampaign')[0]!.body).toEqual({ id: '1001' });
    expect(callsTo('/api/staff/resumeCampaign')[0]!.body).toEqual({ id: '1001' });

    await userEvent.click(screen.getByRole('button', { name: 'Change the schedule of Spring 10' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule of Spring 10' });
    const starts = within(dialog).getByLabelText('Starts');
    expect((starts as HTMLInputElement).value).toBe(localInput('2030-01-01T09:00:00.000Z'));
    fireEvent.change(starts, { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Ends'), { target: { value: '2030-02-01T00:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('The schedule of "Spring 10" is saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('/api/staff/scheduleCampaign')[0]!.body).toEqual({
      id: '1001',
      starts_at: '',
      ends_at: new Date('2030-02-01T00:00').toISOString(),
    });
  });

  it('creates a deposit match with its own fields under one Idempotency-Key per submission, kept across a retry', async () => {
    let answers = 0;
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('marketing')),
      '/api/staff/campaigns': () => ok({ items: [] }),
      '/api/staff/createCampaign': () => {
        answers += 1;
        // The first answer is lost (a gateway's 503): the same submission is tried again.
        return answers === 1
          ? failure('ServiceUnavailable', 503, { message: 'busy' })
          : ok(campaign({ kind: 'deposit_match', title: 'Welcome 50%', amount: '0.00' }));
      },
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/campaigns' });
    const form = await screen.findByRole('form', { name: 'New campaign' });
    await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'Deposit match');
    expect(within(form).queryByLabelText('Amount')).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Name players see'), 'Welcome 50%');
    await userEvent.click(within(form).getByRole('button', { name: 'Create campaign' }));
    expect(await within(form).findAllByText('Field is required')).toHaveLength(2);
    expect(callsTo('/api/staff/createCampaign')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Match (percent of the deposit)'), '50');
    await userEvent.type(within(form).getByLabelText('Largest bonus'), '100');
    await userEvent.type(within(form).getByLabelText('Smallest deposit'), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Create campaign' }));
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText(/Campaign "Welcome 50%" created\./)).toBeInTheDocument();

    const [lost, retried] = callsTo('/api/staff/createCampaign');
    expect(retried!.body).toEqual({
      kind: 'deposit_match',
      title: 'Welcome 50%',
      description: '',
      match_percent: '50',
      max_amount: '100',
      min_deposit: '10',
      wagering_multiplier: '20',
      expiry_days: '7',
      contributions: 'roulette:10, cards:10, live:0',
    });
    expect(idempotencyKeyOf(lost!.init)).toBeTruthy();
    expect(idempotencyKeyOf(retried!.init)).toBe(idempotencyKeyOf(lost!.init));

    // The next campaign is a new submission with a new key.
    await userEvent.type(within(form).getByLabelText('Name players see'), 'Another');
    await userEvent.type(within(form).getByLabelText('Amount'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Create campaign' }));
    await screen.findByText(/Campaign "Welcome 50%" created\./);
    const next = callsTo('/api/staff/createCampaign')[2]!;
    expect(idempotencyKeyOf(next.init)).not.toBe(idempotencyKeyOf(lost!.init));
  });

  it('creates a cashback with its percent, period and days to collect, and none of a bonus’s fields', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('marketing')),
      '/api/staff/campaigns': () => ok({ items: [] }),
      '/api/staff/createCampaign': () => ok(campaign({ kind: 'cashback', title: 'Weekly 15% back', amount: '0.00' })),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/campaigns' });
    const form = await screen.findByRole('form', { name: 'New campaign' });
    await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'Cashback');
    for (const bonusField of ['Amount', 'Wagering (times the bonus)', 'Days to use it'])
      expect(within(form).queryByLabelText(bonusField)).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Name players see'), 'Weekly 15% back');
    await userEvent.click(within(form).getByRole('button', { name: 'Create campaign' }));
    expect(await within(form).findAllByText('Field is required')).toHaveLength(3);
    expect(callsTo('/api/staff/createCampaign')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Cashback (%)'), '15');
    await userEvent.type(within(form).getByLabelText('Period (days)'), '7');
    await userEvent.type(within(form).getByLabelText('Days to collect'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText(/Campaign "Weekly 15% back" created\./)).toBeInTheDocument();
    expect(callsTo('/api/staff/createCampaign')[0]!.body).toEqual({
      kind: 'cashback',
      title: 'Weekly 15% back',
      description: '',
      cashback_percent: '15',
      cashback_period_days: '7',
      cashback_claim_days: '5',
    });
  });

  it('edits a campaign’s texts per language, saying which language players read meanwhile', async () => {
    let written = [{ locale: 'en', title: 'Spring ten', description: 'Ten to play', offer_text: '' }];
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('marketing')),
      '/api/staff/campaigns': () => ok({ items: [campaign()] }),
      '/api/staff/campaignTexts': () =>
        ok({
          locales: [
            { code: 'en', name: 'English' },
            { code: 'de', name: 'Deutsch' },
          ],
          default_locale: 'en',
          has_offer: false,
          items: written,
        }),
      '/api/staff/setCampaignTexts': () => {
        written = [...written, { locale: 'de', title: 'Frühling zehn', description: '', offer_text: '' }];
        return ok(1);
      },
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/campaigns' });
    await userEvent.click(await screen.findByRole('button', { name: 'Texts of campaign Spring 10' }));
    const dialog = screen.getByRole('dialog', { name: 'Texts of Spring 10' });
    expect(await within(dialog).findByLabelText('Name players see')).toHaveValue('Spring ten');
    expect(within(dialog).queryByLabelText('Line on the deposit form')).not.toBeInTheDocument();

    await userEvent.selectOptions(within(dialog).getByLabelText('Language of the texts'), 'Deutsch (de)');
    expect(within(dialog).getByLabelText('Name players see')).toHaveValue('');
    expect(within(dialog).getByTestId('campaign-texts-status')).toHaveTextContent('default language (en)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save texts' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    expect(callsTo('/api/staff/setCampaignTexts')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Name players see'), 'Frühling zehn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save texts' }));
    expect(await screen.findByText('The texts of "Spring 10" are saved.')).toBeInTheDocument();
    expect(callsTo('/api/staff/setCampaignTexts')[0]!.body).toEqual({
      id: '1001',
      locale: 'de',
      title: 'Frühling zehn',
      description: '',
      offer_text: '',
    });
  });

  it('says why a change was refused', async () => {
    installFakeApi({
      '/api/staff/me': () => ok(identity('marketing')),
      '/api/staff/campaigns': () => ok({ items: [campaign()] }),
      '/api/staff/pauseCampaign': () => failure('AccessDenied', 403, { message: 'no', code: 'staff_permission' }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/campaigns' });
    await userEvent.click(await screen.findByRole('button', { name: 'Pause campaign Spring 10' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
  });
});

/** An instant as a `datetime-local` field shows it on this machine's clock. */
function localInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
