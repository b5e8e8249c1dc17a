import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeAllDialogs, clearFollowUpPopups, pendingFollowUpPopups, useDialogStore } from '@nfx/dialogs';
import { AuthPopup } from '../AuthPopup';
import { EmbeddedForm } from '../EmbeddedForms';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { configRoutes, player, withProviders } from '../test-support';

function renderRegistration(routes: Parameters<typeof installFakeApi>[0] = {}, path = '/') {
  const api = installFakeApi({ ...configRoutes, ...routes });
  const onClose = jest.fn();
  render(withProviders(<AuthPopup initialMode="registration" onClose={onClose} />, path));
  return { ...api, onClose, user: userEvent.setup() };
}

beforeEach(() => {
  localStorage.clear();
  clearFollowUpPopups();
});

describe('registration form', () => {
  it('renders the CMS fields and the personal fields of the default country', async () => {
    renderRegistration();
    expect(await screen.findByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    expect(await screen.findByLabelText('First name')).toBeRequired();
    expect(screen.getByLabelText('Phone')).not.toBeRequired();
    expect(screen.getByRole('checkbox', { name: /accept the terms/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Send me news and offers' })).toBeChecked();
  });

  it('fast phone registration shows only required fields and requires the phone', async () => {
    const { user } = renderRegistration();
    await user.click(await screen.findByRole('button', { name: 'Phone' }));
    expect(screen.getByLabelText('Phone')).toBeRequired();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('validates on submit, announcing the first error of each field', async () => {
    const { user, callsTo } = renderRegistration();
    await screen.findByLabelText('First name');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Wrong email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Wrong email address');
    expect(screen.getByRole('checkbox', { name: /accept the terms/ })).toHaveAccessibleDescription(
      'Please accept the terms and conditions',
    );
    expect(callsTo('/api/auth/register')).toHaveLength(0);
  });

  it('formats the phone with the country mask and ignores input past it', async () => {
    const { user } = renderRegistration();
    const phone = await screen.findByLabelText('Phone');
    await user.type(phone, '212555012399');
    expect(phone).toHaveValue('+1 (212) 555-0123');
  });

  it('resets the region when the country changes', async () => {
    const { user } = renderRegistration();
    const region = await screen.findByLabelText('Region');
    await user.selectOptions(region, 'NY');
    await user.selectOptions(screen.getByLabelText('Country'), 'LV');
    await waitFor(() => expect(screen.queryByLabelText('Region')).not.toBeInTheDocument());
    expect(screen.getByLabelText('First name')).not.toBeRequired();
  });

  it('checks the promo code after a pause and shows a check mark', async () => {
    const { user, callsTo } = renderRegistration({ '/api/campaigns/checkPromocode': () => ok({ valid: true }) });
    await user.click(await screen.findByRole('checkbox', { name: 'I have a promo code' }));
    await user.type(screen.getByLabelText('Promo code'), ' WELCOME ');
    expect(await screen.findByText('Promo code accepted')).toBeInTheDocument();
    expect(callsTo('/api/campaigns/checkPromocode').map((call) => call.body['promo_code'])).toEqual(['WELCOME']);
  });

  it('maps server errors to fields and shows a general notice for the rest', async () => {
    const { user } = renderRegistration({
      '/api/auth/register': () =>
        failure('InvalidParameter', 400, { invalid_parameters: { email: ['validation.taken'], mobile: ['validation.phone'] } }),
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Wrong phone number');
  });

  it('shows the wrongRegServerError notice when no field is named', async () => {
    const { user } = renderRegistration({ '/api/auth/register': () => failure('InternalServerError', 500) });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });

  it('registers a casino player, clears the stored choices, queues the email popup and goes to the deposit page', async () => {
    localStorage.setItem('promo_code', 'OLD');
    const { user, callsTo, onClose } = renderRegistration({ '/api/auth/register': () => ok(player()) });
    await fillValidForm(user);
    // A betting player goes to /betting instead (betting-choice.spec.tsx).
    await user.click(screen.getByRole('radio', { name: 'Casino' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cashier/deposit?register=success'));
    expect(callsTo('/api/auth/register')[0]?.body).toEqual({
      email: 'new@example.com',
      login: 'new@example.com',
      password: 'secret12',
      currency: 'USD',
      country_code: 'US',
      phone: '12125550123',
      phone_country_code: '1',
      first_name: 'Anna',
      region: 'CA',
      locale: 'en',
      notify: '1',
      is_betting: '0',
      // The stored code was used because the query carried none (§4).
      promo_code: 'OLD',
    });
    expect(localStorage.getItem('promo_code')).toBeNull();
    expect(localStorage.getItem('nfx:registration:is_betting')).toBeNull();
    // Run by the popup on success; the queue is empty again.
    expect(pendingFollowUpPopups()).toBe(0);
  });
});

describe('registration success (§4)', () => {
  // Other tests leave their follow-ups open in the shared store.
  beforeEach(() => closeAllDialogs());
  afterEach(() => closeAllDialogs());

  it('clears the form, closes the popup, then opens the queued email confirm, and follows redirectUrl instead of the deposit page', async () => {
    localStorage.setItem('promo_code', 'OLD');
    localStorage.setItem('nfx:registration:is_betting', '1');
    const openAtClose: string[][] = [];
    const { user, onClose } = renderRegistration({ '/api/auth/register': () => ok(player()) }, '/?redirectUrl=%2Fcasino%2Fslots');
    onClose.mockImplementation(() => openAtClose.push(useDialogStore.getState().stack.map((dialog) => dialog.id ?? '')));
    await fillValidForm(user);
    await user.click(screen.getByRole('radio', { name: 'Casino' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/casino/slots'));
    // The popup was closed before any follow-up opened; then the email confirm is the one open.
    expect(openAtClose).toEqual([[]]);
    expect(useDialogStore.getState().stack.map((dialog) => dialog.id)).toEqual(['confirm-email']);
    expect(pendingFollowUpPopups()).toBe(0);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(localStorage.getItem('promo_code')).toBeNull();
    expect(localStorage.getItem('nfx:registration:is_betting')).toBeNull();
  });
});

describe('embedded sign-up', () => {
  it('asks the parent page to refresh the user and redirect, with an explicit origin', async () => {
    installFakeApi({ ...configRoutes, '/api/auth/register': () => ok(player()) });
    const parent = { postMessage: jest.fn() };
    const parentSpy = jest.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    Object.defineProperty(document, 'referrer', { value: 'https://partner.example/page', configurable: true });
    const user = userEvent.setup();
    render(withProviders(<EmbeddedForm mode="registration" />, '/forms/sign_up'));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(parent.postMessage).toHaveBeenCalledTimes(2));
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'nfx:forms', action: 'refreshUser' }, 'https://partner.example');
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'nfx:forms', action: 'redirect', url: '/cashier/deposit?register=success' },
      'https://partner.example',
    );
    parentSpy.mockRestore();
  });
});

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'new@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
  await user.type(await screen.findByLabelText('First name'), 'Anna😀');
  await user.selectOptions(screen.getByLabelText('Region'), 'CA');
  await user.type(screen.getByLabelText('Phone'), '2125550123');
  await user.click(screen.getByRole('checkbox', { name: /accept the terms/ }));
}
