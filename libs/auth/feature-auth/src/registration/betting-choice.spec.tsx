import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, installFakeApi, ok } from '@nfx/api-client/testing';
import { clearFollowUpPopups } from '@nfx/dialogs';
import { AuthPopup } from '../AuthPopup';
import { EmbeddedForm } from '../EmbeddedForms';
import { cmsConfig, configRoutes, player, withProviders } from '../test-support';

/** The CMS configuration with the editor's betting notice (`settings.isVisibleNoticeBetting`) on or off. */
const withNotice = (visible: boolean) => ({
  ...configRoutes,
  '/nfx/cms-config/en': () => fakeResponse({ ...cmsConfig, settings: { ...cmsConfig.settings, isVisibleNoticeBetting: visible } }),
  '/api/auth/register': () => ok(player()),
});

const NOTICE = 'After registration you go straight to sports betting.';

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'new@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
  await user.type(await screen.findByLabelText('First name'), 'Anna');
  await user.selectOptions(screen.getByLabelText('Region'), 'CA');
  await user.click(screen.getByRole('checkbox', { name: /accept the terms/ }));
}

beforeEach(() => {
  localStorage.clear();
  clearFollowUpPopups();
});

describe('the betting-or-casino choice at registration', () => {
  it('tells a player choosing betting where sign-up leads, then takes them to /betting', async () => {
    const { callsTo } = installFakeApi(withNotice(true));
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(withProviders(<AuthPopup initialMode="registration" onClose={onClose} />, '/gamehall'));
    await fillValidForm(user);
    const choice = screen.getByRole('group', { name: 'What do you prefer?' });
    // Casino is the configured default: no notice until betting is picked.
    expect(screen.getByRole('radio', { name: 'Casino' })).toBeChecked();
    expect(screen.queryByText(NOTICE)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Sports betting' }));
    expect(choice).toHaveAccessibleDescription(NOTICE);
    await user.click(screen.getByRole('radio', { name: 'Casino' }));
    expect(screen.queryByText(NOTICE)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Sports betting' }));

    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/betting$/));
    expect(onClose).toHaveBeenCalled();
    expect(callsTo('/api/auth/register')[0]?.body['is_betting']).toBe('1');
  });

  it('takes a betting player to /betting when the editor switched the notice off, without the notice', async () => {
    installFakeApi(withNotice(false));
    const user = userEvent.setup();
    render(withProviders(<AuthPopup initialMode="registration" onClose={jest.fn()} />, '/gamehall'));
    await fillValidForm(user);
    await user.click(screen.getByRole('radio', { name: 'Sports betting' }));
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(screen.getByRole('group', { name: 'What do you prefer?' })).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/betting$/));
  });

  it('asks the parent page of the embedded form to go to /betting for a betting player', async () => {
    installFakeApi(withNotice(true));
    const parent = { postMessage: jest.fn() };
    const parentSpy = jest.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    Object.defineProperty(document, 'referrer', { value: 'https://partner.example/page', configurable: true });
    const user = userEvent.setup();
    render(withProviders(<EmbeddedForm mode="registration" />, '/forms/sign_up'));
    await fillValidForm(user);
    await user.click(screen.getByRole('radio', { name: 'Sports betting' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(parent.postMessage).toHaveBeenCalledWith(
        { type: 'nfx:forms', action: 'redirect', url: '/betting' },
        'https://partner.example',
      ),
    );
    parentSpy.mockRestore();
  });
});
