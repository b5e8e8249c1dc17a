import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { isActivePath, LocalizedNavLink } from './LocalizedNavLink';

describe('isActivePath', () => {
  it.each([
    ['/profile/settings', '/profile/settings', '/de/profile/settings', true, true],
    ['/de/profile/settings', '/profile/settings', '/de/profile/settings', true, true],
    ['/profile/security', '/profile/settings', '/de/profile/settings', true, false],
    ['/profile/bets/history', '/profile/bets', '/profile/bets', false, true],
    ['/profile/bets/history', '/profile/bets', '/profile/bets', true, false],
    ['/cashier/history', '/cashier/history?tab=deposit', '/cashier/history?tab=deposit', true, true],
    ['/', '/', '/de', true, true],
    ['/gamehall', '/', '/', true, false],
  ])('%s against %s (%s) end=%s → %s', (pathname, to, localizedTo, end, expected) => {
    expect(isActivePath(pathname, to, localizedTo, end)).toBe(expected);
  });
});

async function i18nIn(language: string) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({ lng: language, fallbackLng: ['en'], resources: {} });
  return instance;
}

/** The shell's routing: the locale segment is gone from the location the inner routes see. */
function renderInLocale(language: string, fullPath: string, innerPath: string) {
  return i18nIn(language).then((instance) =>
    render(
      <I18nextProvider i18n={instance}>
        <MemoryRouter initialEntries={[fullPath]}>
          <Routes location={innerPath}>
            <Route
              path="*"
              element={
                <nav>
                  <LocalizedNavLink to="/profile/settings" end>
                    Settings
                  </LocalizedNavLink>
                  <LocalizedNavLink to="/profile/security" end>
                    Security
                  </LocalizedNavLink>
                </nav>
              }
            />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>,
    ),
  );
}

describe('LocalizedNavLink', () => {
  it.each(['en', 'de', 'pt-BR'])('marks the current page in %s and links in that locale', async (language) => {
    const prefix = language === 'en' ? '' : `/${language}`;
    await renderInLocale(language, `${prefix}/profile/settings`, '/profile/settings');
    const current = screen.getByRole('link', { name: 'Settings' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', `${prefix}/profile/settings`);
    expect(screen.getByRole('link', { name: 'Security' })).not.toHaveAttribute('aria-current');
  });
});
