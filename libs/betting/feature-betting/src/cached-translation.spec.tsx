import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { CachedTranslationProvider, useCachedTranslation } from './cached-translation';

function createI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: { translation: { greet: 'Hello {{name}}' } },
      de: { translation: { greet: 'Hallo {{name}}' } },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

function Greetings({ names }: { names: string[] }) {
  const t = useCachedTranslation();
  return names.map((name, index) => <p key={index}>{t('greet', { name })}</p>);
}

const page = (i18n: ReturnType<typeof createI18n>, names: string[]) => (
  <I18nextProvider i18n={i18n}>
    <CachedTranslationProvider>
      <Greetings names={names} />
      <Greetings names={['Ann']} />
    </CachedTranslationProvider>
  </I18nextProvider>
);

describe('CachedTranslationProvider', () => {
  it('asks i18next once per sentence, however many components show it', () => {
    const i18n = createI18n();
    const translate = jest.spyOn(i18n, 't');
    render(page(i18n, ['Ann', 'Ann', 'Bo']));
    expect(screen.getAllByText('Hello Ann')).toHaveLength(3);
    expect(screen.getByText('Hello Bo')).toBeTruthy();
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it('renders every reader again in a new language, and answers with texts added later', async () => {
    const i18n = createI18n();
    const view = render(page(i18n, ['Bo']));
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByText('Hallo Ann')).toBeTruthy();
    expect(screen.getByText('Hallo Bo')).toBeTruthy();
    act(() => i18n.addResource('de', 'translation', 'greet', 'Servus {{name}}'));
    view.rerender(page(i18n, ['Bo', 'Cy']));
    expect(screen.getByText('Servus Bo')).toBeTruthy();
    expect(screen.getByText('Servus Cy')).toBeTruthy();
  });

  it('refuses to be read outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Greetings names={['Ann']} />)).toThrow('CachedTranslationProvider is missing');
  });
});
