import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvailableLocalesContext } from '@nfx/shell-feature-core';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { renderWithProviders } from '../testing/render-with-providers';
import { accountInfo } from '../testing/account-info';
import { LocaleSwitcher } from './LocaleSwitcher';

const LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
];

/** The account info answers only when the test says so: the session is still being read. */
function sessionAnsweringLater(uid: number) {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const api = installFakeApi({
    '/api/account/getInfo': () => answered.then(() => ok(accountInfo(uid))),
    '/api/account/changelocale': () => ok(1),
  });
  return { ...api, answer };
}

function renderSwitcher() {
  return renderWithProviders(
    <AvailableLocalesContext.Provider value={LOCALES}>
      <LocaleSwitcher />
    </AvailableLocalesContext.Provider>,
  );
}

describe('LocaleSwitcher', () => {
  it('saves a signed-in player’s choice made while the session was still being read', async () => {
    const { callsTo, answer } = sessionAnsweringLater(7);
    renderSwitcher();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Choose language' }), 'de');
    expect(callsTo('/api/account/changelocale')).toHaveLength(0);

    answer();
    await waitFor(() => expect(callsTo('/api/account/changelocale')).toHaveLength(1));
    expect(callsTo('/api/account/changelocale')[0]!.body).toEqual({ locale: 'de' });
  });

  it('saves nothing for a visitor', async () => {
    const { callsTo, answer } = sessionAnsweringLater(0);
    renderSwitcher();
    answer();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Choose language' }), 'de');
    await waitFor(() => expect(callsTo('/api/account/getInfo').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo('/api/account/changelocale')).toHaveLength(0);
  });
});
