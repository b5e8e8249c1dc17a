import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@nfx/dialogs';
import { RemoteRoutes } from '../RemoteRoutes';
import { apiError, baseRoutes, type Handler, installFetch, ok, withProviders } from '../test-support';

function renderSettings(routes: Record<string, Handler> = {}, options: Parameters<typeof baseRoutes>[0] = {}) {
  const api = installFetch({ ...baseRoutes(options), ...routes });
  render(withProviders(<RemoteRoutes section="profile" />, '/settings'));
  return { ...api, user: userEvent.setup() };
}

const personal = () => screen.getByRole('form', { name: 'Personal data' });
const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

// Whole flows through several calls: on a busy machine they take longer than the defaults.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
afterEach(() => useToastStore.setState({ toasts: [] }));

describe('settings page', () => {
  it('shows a skeleton, then the profile in the fields of the player’s country', async () => {
    renderSettings();
    expect(screen.getByTestId('profile-loading')).toHaveAttribute('aria-busy', 'true');
    await screen.findByLabelText(/First name/);
    const form = personal();
    expect(within(form).getByLabelText(/First name/)).toHaveValue('Anna');
    expect(within(form).getByLabelText(/Region/)).toHaveValue('NY');
    expect(within(form).getByLabelText(/Postcode/)).toHaveValue('10001');
    // Phones are contacts: they are managed on the notification page, not here.
    expect(within(form).queryByLabelText(/phone/i)).not.toBeInTheDocument();
  });

  it('saves the changed fields and confirms with a toast only when the answer is 1', async () => {
    const { user, callsTo } = renderSettings({ '/api/account/saveProfileInfo': () => ok(1) });
    await screen.findByLabelText(/First name/);
    await user.clear(screen.getByLabelText(/Address/));
    await user.type(screen.getByLabelText(/Address/), '5 Oak Avenue');
    await user.click(screen.getByRole('button', { name: 'Save personal data' }));
    await waitFor(() => expect(toasts()).toContain('Your personal data has been saved.'));
    expect(callsTo('/api/account/saveProfileInfo')[0]?.body).toMatchObject({
      first_name: 'Anna',
      address: '5 Oak Avenue',
      country_code: 'US',
      region: 'NY',
      birth_date: '01.02.1990',
    });
    expect(callsTo('/api/account/setCurrency')).toHaveLength(0);
  });

  it('treats an answer other than 1 as a failure and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderSettings({ '/api/account/saveProfileInfo': () => ok(0) });
    await screen.findByLabelText(/First name/);
    await user.click(screen.getByRole('button', { name: 'Save personal data' }));
    expect(await within(personal()).findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ name: 'SaveNotConfirmedError' }));
    expect(toasts()).toHaveLength(0);
    log.mockRestore();
  });

  it.each([
    ['First name', 'Ann4', 'Wrong symbols in name'],
    ['Date of birth', '31.02.1990', 'Wrong date'],
    ['Postcode', '123', 'Wrong postcode'],
  ])('stops a bad %s before calling the server', async (label, value, message) => {
    const { user, callsTo } = renderSettings({ '/api/account/saveProfileInfo': () => ok(1) });
    await screen.findByLabelText(/First name/);
    const input = screen.getByLabelText(new RegExp(label));
    await user.clear(input);
    await user.type(input, value);
    await user.click(screen.getByRole('button', { name: 'Save personal data' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(callsTo('/api/account/saveProfileInfo')).toHaveLength(0);
  });

  it('puts the server’s field errors on their fields', async () => {
    const { user } = renderSettings({
      '/api/account/saveProfileInfo': () => apiError('InvalidParameter', 400, { invalid_parameters: { last_name: ['validation.name'] } }),
    });
    await screen.findByLabelText(/First name/);
    await user.click(screen.getByRole('button', { name: 'Save personal data' }));
    await waitFor(() => expect(screen.getByLabelText(/Last name/)).toHaveAccessibleDescription('Wrong symbols in name'));
    expect(screen.getByLabelText(/Last name/)).toHaveFocus();
  });

  it('a new country refetches its fields, resets region and document type, and the cpf number follows its mask', async () => {
    const { user, callsTo } = renderSettings({ '/api/account/saveProfileInfo': () => ok(1), '/api/account/setCurrency': () => ok(1) });
    await screen.findByLabelText(/First name/);
    await user.selectOptions(screen.getByLabelText(/Country/), 'BR');
    await waitFor(() => expect(screen.getByLabelText(/Region/)).toHaveValue('SP'));
    expect(callsTo('/api/account/getPersonalDataFields')).toHaveLength(2);
    expect(screen.getByLabelText(/Document type/)).toHaveValue('cpf');
    expect(screen.queryByLabelText(/Postcode/)).not.toBeInTheDocument();
    // The currency chosen before is still offered, so it stays.
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
    await user.type(screen.getByLabelText(/Document number/), '12345678909');
    expect(screen.getByLabelText(/Document number/)).toHaveValue('123.456.789-09');
    await user.selectOptions(screen.getByLabelText('Currency'), 'BRL');
    await user.click(screen.getByRole('button', { name: 'Save personal data' }));
    await waitFor(() => expect(callsTo('/api/account/setCurrency')).toHaveLength(1));
    expect(callsTo('/api/account/saveProfileInfo')[0]?.body).toMatchObject({
      country_code: 'BR',
      region: 'SP',
      document_type: 'cpf',
      document_number: '123.456.789-09',
    });
    expect(callsTo('/api/account/setCurrency')[0]?.body).toEqual({ currency: 'BRL' });
  });

  it('offers no currency after the first deposit', async () => {
    renderSettings({}, { profile: { has_deposits: true, currency: 'EUR' } });
    await screen.findByLabelText(/First name/);
    expect(screen.queryByLabelText('Currency')).not.toBeInTheDocument();
    expect(screen.getByText(/Your account currency is EUR/)).toBeInTheDocument();
  });

  it('changes the nickname, refusing one shorter than 4 characters', async () => {
    const { user, callsTo } = renderSettings({ '/api/account/changefakename': () => ok(1) });
    const form = await screen.findByRole('form', { name: 'Nickname' });
    await user.type(within(form).getByLabelText('Nickname'), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByLabelText('Nickname')).toHaveAttribute('aria-invalid', 'true'));
    await user.type(within(form).getByLabelText('Nickname'), 'd');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('Your nickname has been saved.'));
    expect(callsTo('/api/account/changefakename')[0]?.body).toEqual({ fakename: 'abcd' });
  });

  it('changes the language and moves the page to the new locale', async () => {
    const { user, callsTo } = renderSettings({ '/api/account/changelocale': () => ok(1) });
    const form = await screen.findByRole('form', { name: 'Language' });
    await user.selectOptions(within(form).getByLabelText('Language'), 'de');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/de/settings'));
    expect(callsTo('/api/account/changelocale')[0]?.body).toEqual({ locale: 'de' });
  });
});
