import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { LocalizedRedirect } from './LocalizedRedirect';

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

function renderIn(language: string, from: string, to: string) {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .init({ lng: language, fallbackLng: ['en'], resources: {}, initAsync: false, showSupportNotice: false });
  render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter initialEntries={[from]}>
        <Routes>
          <Route path="*" element={<Where />} />
          <Route path={from} element={<LocalizedRedirect to={to} />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('LocalizedRedirect', () => {
  it.each([
    ['the default locale, no prefix', 'en', '/profile', '/profile/settings', '/profile/settings'],
    ['another locale keeps its prefix', 'de', '/de/profile', '/profile/settings', '/de/profile/settings'],
    ['a query travels with the target', 'de', '/de/gamehall/slots', '/gamehall?category=slots', '/de/gamehall?category=slots'],
  ])('%s', (_case, language, from, to, expected) => {
    renderIn(language, from, to);
    expect(screen.getByRole('status')).toHaveTextContent(expected);
  });
});
