import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { type FeatureFlags, resolveFeatureFlags } from '@nfx/paths';
import type { AccountInfo } from '@nfx/session';
import { renderWithProviders } from '../../testing/render-with-providers';
import { accountMenuEntries } from './account-menu-entries';
import { AccountMenu } from './AccountMenu';
import { indexByFirstLetter, nextMenuIndex } from './menu-keys';

const money = (amount: number) => ({ amount, currency: 'EUR' });
const account = {
  uid: 7,
  login: 'demo@example.com',
  fakename: '',
  balance_main: money(250),
  balance_bonus: money(10),
  balance_betting_bonus: money(0),
  balance_fun: { amount: 0, currency: 'FUN' },
} as AccountInfo;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderMenu(onSignOut = jest.fn()) {
  const entries = accountMenuEntries(['cashier', 'profile']);
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <AccountMenu account={account} entries={entries} balance={money(250)} onSignOut={onSignOut} signingOut={false} />
            <button type="button">after</button>
            <Where />
          </>
        }
      />
    </Routes>,
  );
  return { onSignOut, button: screen.getByRole('button', { name: /account menu/i }) };
}

describe('menu keys', () => {
  it.each([
    ['ArrowDown', 0, 5, 1],
    ['ArrowDown', 4, 5, 0],
    ['ArrowUp', 0, 5, 4],
    ['ArrowUp', -1, 5, 4],
    ['Home', 3, 5, 0],
    ['End', 1, 5, 4],
    ['Enter', 1, 5, null],
  ])('%s from %i of %i → %s', (key, current, count, expected) => {
    expect(nextMenuIndex(key, current, count)).toBe(expected);
  });

  it('type-ahead finds the next label with that letter and wraps', () => {
    const labels = ['Deposit', 'Profile', 'Wallet', 'Verification', 'Responsible gaming', 'Sign out'];
    expect(indexByFirstLetter(labels, 0, 'r')).toBe(4);
    expect(indexByFirstLetter(labels, 4, 'd')).toBe(0);
    expect(indexByFirstLetter(labels, 0, 'x')).toBe(-1);
  });
});

describe('accountMenuEntries', () => {
  it('leaves out the links of a section no remote renders', () => {
    expect(accountMenuEntries(['profile']).map((entry) => entry.id)).toEqual(['profile', 'bonuses', 'verification', 'responsibleGame']);
    expect(accountMenuEntries([])).toEqual([]);
  });

  it('leaves out the links of a feature the CMS switched off (§3), and only those', () => {
    const on = resolveFeatureFlags({});
    const ids = (flags: FeatureFlags) => accountMenuEntries(['cashier', 'profile'], flags).map((entry) => entry.id);
    expect(ids(on)).toContain('verification');
    expect(ids({ ...on, isSumsubEnable: false })).not.toContain('verification');
    expect(ids({ ...on, isResponsibleGamingEnable: false })).toEqual([
      'deposit',
      'profile',
      'wallet',
      'history',
      'bonuses',
      'verification',
    ]);
  });
});

describe('AccountMenu', () => {
  it('names the button with its visible balance and keeps the menu closed until asked', () => {
    const { button } = renderMenu();
    expect(button).toHaveAccessibleName(/€250\.00/);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on Enter onto the first item, moves with arrows, and Esc returns to the button', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(menu).toHaveAccessibleName(/account menu/i);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Deposit',
      'Profile',
      'Wallet',
      'Transaction history',
      'Bonuses',
      'Verification',
      'Responsible gaming',
      'Sign out',
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[7]).toHaveFocus();
    await user.keyboard('v');
    expect(items[5]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opens on ArrowUp onto sign out, which signs out', async () => {
    const user = userEvent.setup();
    const { button, onSignOut } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('follows a link by keyboard and closes; Tab closes it and moves on', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    await user.click(button);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/profile/settings');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a press outside', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'after' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
