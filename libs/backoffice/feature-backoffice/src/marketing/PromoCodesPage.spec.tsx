import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, idempotencyKeyOf, installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { campaign, identity, promoCode } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

const CAMPAIGNS = [
  campaign(),
  campaign({ id: 1, kind: 'deposit_match', title: 'Welcome bonus' }),
  campaign({ id: 4, kind: 'free_bet', title: 'Free bet 5', state: 'paused', is_active: false }),
];

describe('promo codes page', () => {
  it('creates a code for a campaign a code can give; a code in use is named on its field', async () => {
    let attempts = 0;
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('marketing')),
      '/api/staff/campaigns': () => ok({ items: CAMPAIGNS }),
      '/api/staff/promoCodes': () =>
        ok({ items: attempts > 1 ? [promoCode({ code: 'SUMMER-25', redemptions: 0, max_redemptions: 50 })] : [] }),
      '/api/staff/createPromoCode': () =>
        (attempts += 1) === 1
          ? failure('InvalidParameter', 400, { message: 'exists', invalid_parameters: { code: ['exists'] } })
          : ok(promoCode({ code: 'SUMMER-25', campaign_title: 'Free bet 5' })),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/promo-codes' });
    const form = await screen.findByRole('form', { name: 'New promo code' });
    const campaignField = within(form).getByLabelText('Campaign');
    // The welcome deposit match is given by a deposit only: it is not offered.
    expect(
      within(campaignField)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Spring 10 (#1001, Running)', 'Free bet 5 (#4, Paused)']);
    expect(await screen.findByText('There are no promo codes yet.')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Code'), 'abc');
    await userEvent.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(await within(form).findByText('Min length is 4')).toBeInTheDocument();
    expect(callsTo('/api/staff/createPromoCode')).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('Code'));
    await userEvent.type(within(form).getByLabelText('Code'), 'summer-25');
    await userEvent.selectOptions(campaignField, 'Free bet 5 (#4, Paused)');
    await userEvent.type(within(form).getByLabelText('How many players may use it'), '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(await within(form).findByText('This code is already in use. Choose another one.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription(/This code is already in use/);

    await userEvent.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(await screen.findByText('Promo code SUMMER-25 created for "Free bet 5".')).toBeInTheDocument();
    expect(callsTo('/api/staff/createPromoCode')[1]!.body).toEqual({ code: 'SUMMER-25', campaign_id: '4', max_redemptions: '50' });
    // The same submission tried again keeps its Idempotency-Key (a refusal created nothing, so the key is free).
    const [refused, created] = callsTo('/api/staff/createPromoCode');
    expect(idempotencyKeyOf(refused!.init)).toBeTruthy();
    expect(idempotencyKeyOf(created!.init)).toBe(idempotencyKeyOf(refused!.init));
    expect(await screen.findByRole('row', { name: /SUMMER-25/ })).toHaveTextContent('0 of 50');
  });

  it('lists redemptions and states, and pauses and resumes a code', async () => {
    let active = true;
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('marketing')),
      '/api/staff/campaigns': () => ok({ items: CAMPAIGNS }),
      '/api/staff/promoCodes': () =>
        ok({
          items: [
            promoCode({ is_active: active, state: active ? 'running' : 'paused' }),
            promoCode({ id: 41, code: 'ONCE', max_redemptions: 1, redemptions: 1, state: 'used_up' }),
            promoCode({
              id: 42,
              code: 'BET5',
              max_redemptions: null,
              redemptions: 12,
              campaign_state: 'paused',
              campaign_title: 'Free bet 5',
            }),
          ],
        }),
      '/api/staff/pausePromoCode': () => {
        active = false;
        return ok(1);
      },
      '/api/staff/resumePromoCode': () => {
        active = true;
        return ok(1);
      },
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/promo-codes' });
    expect(await screen.findByRole('row', { name: /ONCE/ })).toHaveTextContent('1 of 1');
    expect(screen.getByRole('row', { name: /ONCE/ })).toHaveTextContent('Used up');
    expect(screen.getByRole('row', { name: /BET5/ })).toHaveTextContent('12, no limit');
    expect(screen.getByRole('row', { name: /BET5/ })).toHaveTextContent('Campaign: Paused');

    await userEvent.click(screen.getByRole('button', { name: 'Pause promo code SPRING10' }));
    expect(await screen.findByText('SPRING10 is paused: players are told it is not valid.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Resume promo code SPRING10' }));
    expect(await screen.findByText('SPRING10 works again.')).toBeInTheDocument();
    expect(callsTo('/api/staff/pausePromoCode')[0]!.body).toEqual({ id: '40' });
    expect(callsTo('/api/staff/resumePromoCode')[0]!.body).toEqual({ id: '40' });
  });

  it('sends the operator to the campaigns page when no campaign can take a code', async () => {
    installFakeApi({
      '/api/staff/me': () => ok(identity('marketing')),
      '/api/staff/campaigns': () => ok({ items: [campaign({ id: 1, kind: 'deposit_match' })] }),
      '/api/staff/promoCodes': () => ok({ items: [] }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/promo-codes' });
    expect(await screen.findByText(/There is no campaign yet that a promo code can give\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a campaign first' })).toHaveAttribute('href', '/campaigns');
    expect(screen.queryByRole('form', { name: 'New promo code' })).not.toBeInTheDocument();
  });
});
