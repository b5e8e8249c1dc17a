import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, formOf, installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { identity } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

type Fields = { id: string; license: string; src: string; widget_id: string; lang: string };
const empty: Fields = { id: '', license: '', src: '', widget_id: '', lang: '' };

/** The section as `staff.chatSettings` answers it: the provider, and every provider's settings but `none`'s. */
const chatSettings = (chat: string, stored: Record<string, Partial<Fields>> = {}) => ({
  chat,
  providers: ['livechat', 'intercom', 'zendesk', 'freshchat', 'crisp', 'tawk'].map((provider) => ({
    provider,
    ...empty,
    ...stored[provider],
  })),
});

/** The settings page with the other panels answered, and the chat calls as given. */
function settingsPage(routes: Parameters<typeof installFakeApi>[0]) {
  const api = installFakeApi({
    '/api/staff/me': () => ok(identity('admin')),
    '/api/staff/maintenance': () => ok({ enabled: false, forced_by_setting: false, retry_after_seconds: 600 }),
    '/api/staff/featureFlags': () => ok({ items: [] }),
    ...routes,
  });
  renderWithProviders(<BackofficeRoutes />, { route: '/settings' });
  return { ...api, section: () => screen.findByRole('region', { name: 'Support chat' }) };
}

describe('settings page: support chat', () => {
  it('shows each provider’s stored settings, and saves the chosen one with a reason', async () => {
    let stored = chatSettings('none', { tawk: { widget_id: 'default' }, freshchat: { id: 'old-token', lang: 'en' } });
    const { section, callsTo } = settingsPage({
      '/api/staff/chatSettings': () => ok(stored),
      '/api/staff/setChatSettings': (_url, init) => {
        const form = formOf(init)!;
        stored = chatSettings(String(form.get('chat')), { freshchat: { id: String(form.get('id')), src: String(form.get('src')) } });
        return ok(stored);
      },
    });
    const panel = await section();
    expect(await within(panel).findByTestId('chat-state')).toHaveTextContent(
      'Now: no chat. The site’s chat button opens the support page.',
    );
    // Without a provider there is nothing to fill in.
    expect(within(panel).queryByLabelText('ID or token')).not.toBeInTheDocument();

    const provider = within(panel).getByLabelText('Chat provider');
    await userEvent.selectOptions(provider, 'tawk');
    expect(provider).toHaveAccessibleDescription('Tawk.to uses: ID or token, Widget ID, Script address.');
    expect(within(panel).getByLabelText('Widget ID')).toHaveValue('default');
    await userEvent.selectOptions(provider, 'freshchat');
    expect(within(panel).getByLabelText('ID or token')).toHaveValue('old-token');
    expect(within(panel).getByLabelText('Widget language')).toHaveValue('en');
    expect(within(panel).getByLabelText('Widget ID')).toHaveValue('');

    await userEvent.clear(within(panel).getByLabelText('ID or token'));
    await userEvent.type(within(panel).getByLabelText('ID or token'), 'token-2');
    await userEvent.type(within(panel).getByLabelText('Script address'), 'https://wchat.freshchat.com/js/widget.js');
    await userEvent.type(within(panel).getByLabelText('Reason'), 'New support contract');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save chat settings' }));

    expect(await within(panel).findByText('Saved. Freshchat is now the site’s chat, in every language.')).toBeInTheDocument();
    expect(callsTo('/api/staff/setChatSettings')[0]!.body).toEqual({
      chat: 'freshchat',
      id: 'token-2',
      license: '',
      src: 'https://wchat.freshchat.com/js/widget.js',
      widget_id: '',
      lang: 'en',
      reason: 'New support contract',
    });
    expect(within(panel).getByTestId('chat-state')).toHaveTextContent('Now: Freshchat is the site’s chat.');
    expect(within(panel).getByLabelText('Reason')).toHaveValue('');
  });

  it.each([
    [
      'an http script',
      'freshchat',
      { 'ID or token': 'tok', 'Script address': 'http://evil.example/x.js' },
      'Script address',
      'Enter an address that starts with https://, or a path of this site that starts with /.',
    ],
    [
      'a script of another host',
      'zendesk',
      { 'Script address': '//evil.example/x.js' },
      'Script address',
      'Enter an address that starts with https://, or a path of this site that starts with /.',
    ],
    ['Tawk.to with neither an ID nor a script', 'tawk', {}, 'ID or token', 'Enter the ID, or a script address.'],
    ['LiveChat without its license', 'livechat', { 'ID or token': 'x' }, 'License number', 'Field is required'],
    [
      'a language that is not a code',
      'freshchat',
      { 'ID or token': 'tok', 'Widget language': 'english' },
      'Widget language',
      'Wrong language',
    ],
  ])('explains %s on its field and asks nothing of the server', async (_case, chat, typed, field, message) => {
    const { section, callsTo } = settingsPage({ '/api/staff/chatSettings': () => ok(chatSettings('none')) });
    const panel = await section();
    await userEvent.selectOptions(await within(panel).findByLabelText('Chat provider'), chat);
    for (const [label, value] of Object.entries(typed)) await userEvent.type(within(panel).getByLabelText(label), value);
    await userEvent.type(within(panel).getByLabelText('Reason'), 'Testing');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save chat settings' }));
    const input = within(panel).getByLabelText(field);
    expect(await within(panel).findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(callsTo('/api/staff/setChatSettings')).toHaveLength(0);
  });

  it('switches the chat off without asking for settings', async () => {
    const { section, callsTo } = settingsPage({
      '/api/staff/chatSettings': () => ok(chatSettings('crisp', { crisp: { id: 'site-1' } })),
      '/api/staff/setChatSettings': () => ok(chatSettings('none', { crisp: { id: 'site-1' } })),
    });
    const panel = await section();
    expect(await within(panel).findByTestId('chat-state')).toHaveTextContent('Now: Crisp is the site’s chat.');
    expect(within(panel).getByLabelText('ID or token')).toHaveValue('site-1');
    await userEvent.selectOptions(within(panel).getByLabelText('Chat provider'), 'none');
    expect(within(panel).queryByLabelText('ID or token')).not.toBeInTheDocument();
    await userEvent.type(within(panel).getByLabelText('Reason'), 'Contract ended');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save chat settings' }));
    expect(await within(panel).findByText('Saved. The site has no chat now; the chat button opens the support page.')).toBeInTheDocument();
    expect(callsTo('/api/staff/setChatSettings')[0]!.body).toMatchObject({ chat: 'none', reason: 'Contract ended' });
  });

  it('shows the server’s refusal of a field on it, and any other refusal as an alert, keeping what was typed', async () => {
    let answer = () => failure('InvalidParameter', 400, { invalid_parameters: { src: ['validation.regex'] } });
    const { section } = settingsPage({
      '/api/staff/chatSettings': () => ok(chatSettings('freshchat', { freshchat: { id: 'tok' } })),
      '/api/staff/setChatSettings': () => answer(),
    });
    const panel = await section();
    await userEvent.type(await within(panel).findByLabelText('Reason'), 'Moving the script');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save chat settings' }));
    expect(await within(panel).findByLabelText('Script address')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(panel).getByText('Enter an address that starts with https://, or a path of this site that starts with /.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();

    answer = () => failure('AccessDenied', 403, { code: 'staff_permission' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Save chat settings' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    expect(within(panel).getByLabelText('Reason')).toHaveValue('Moving the script');
    expect(within(panel).getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers a retry when the settings cannot be read', async () => {
    // The client tries a failed GET twice before giving up.
    let reads = 0;
    const { section } = settingsPage({
      '/api/staff/chatSettings': () =>
        ++reads <= 2 ? failure('UnknownError', 500) : ok(chatSettings('intercom', { intercom: { id: 'app-1' } })),
    });
    const panel = await section();
    await userEvent.click(await within(panel).findByRole('button', { name: /try again/i }));
    expect(await within(panel).findByTestId('chat-state')).toHaveTextContent('Now: Intercom is the site’s chat.');
  });
});
