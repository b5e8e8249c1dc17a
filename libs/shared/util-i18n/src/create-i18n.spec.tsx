import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { LocalesNotFoundError, createI18n } from './index';

const locales = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
];

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('home.greeting', { name: 'Tom & Jerry' })}</p>;
}

describe('createI18n', () => {
  it('renders nested keys with {{var}} interpolation, unescaped for React', () => {
    const i18n = createI18n({ locale: 'de', locales, defaultLocale: 'en', messages: { home: { greeting: 'Hallo, {{name}}!' } } });

    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );

    expect(screen.getByText('Hallo, Tom & Jerry!')).toBeInTheDocument();
  });

  it('is ready synchronously in the requested language', () => {
    const i18n = createI18n({ locale: 'de', locales, defaultLocale: 'en', messages: { a: 'A-de' } });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('de');
    expect(i18n.t('a')).toBe('A-de');
  });

  it('falls back to the default locale messages, then shows the key', () => {
    const i18n = createI18n({
      locale: 'de',
      locales,
      defaultLocale: 'en',
      messages: { title: 'Titel' },
      fallbackMessages: { title: 'Title', footer: { copyright: 'All rights reserved' } },
    });
    expect(i18n.t('title')).toBe('Titel');
    expect(i18n.t('footer.copyright')).toBe('All rights reserved');
    expect(i18n.t('missing.key')).toBe('missing.key');
    expect(i18n.options.fallbackLng).toEqual(['en']);
  });

  it('falls back to the site default first and en last', () => {
    const i18n = createI18n({ locale: 'lv', locales: [{ code: 'lv', name: 'Latviešu' }], defaultLocale: 'ru', messages: {} });
    expect(i18n.options.fallbackLng).toEqual(['ru', 'en']);
  });

  it('keeps server texts with a colon usable as keys', () => {
    const i18n = createI18n({
      locale: 'en',
      locales,
      defaultLocale: 'en',
      messages: { 'two_factor_auth: code is invalid': 'The code is invalid' },
    });
    expect(i18n.t('two_factor_auth: code is invalid')).toBe('The code is invalid');
  });

  it('gives each call its own instance', () => {
    const first = createI18n({ locale: 'en', locales, defaultLocale: 'en', messages: { a: 'one' } });
    const second = createI18n({ locale: 'en', locales, defaultLocale: 'en', messages: { a: 'two' } });
    expect([first.t('a'), second.t('a')]).toEqual(['one', 'two']);
  });

  it('raises the fatal 500 when there are no locales', () => {
    let error: unknown;
    try {
      createI18n({ locale: 'en', locales: [], defaultLocale: '', messages: {} });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(LocalesNotFoundError);
    expect((error as Error).message).toBe('PLUGIN:I18N: LOCALES NOT FOUND');
    expect((error as { statusCode?: number }).statusCode).toBe(500);
  });
});
