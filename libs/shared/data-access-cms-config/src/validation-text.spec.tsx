import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { CmsConfig } from '@nfx/api-contract';
import { useValidationText } from './validation-text';

const translations = {
  'validation.required': 'Required',
  'validation.minLength': 'At least {{min}} characters',
  'validation.promoInvalid': 'This promo code does not exist',
  'validation.wrongField': 'Check this field',
};

function renderValidationText(config: CmsConfig | undefined) {
  global.fetch = jest.fn(async () =>
    config
      ? new Response(JSON.stringify(config), { status: 200, headers: { 'Content-Type': 'application/json' } })
      : new Response('{}', { status: 404 }),
  ) as unknown as typeof fetch;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: translations } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useValidationText(), { wrapper });
}

describe('useValidationText', () => {
  it('translates rule keys with their parameters and answers nothing for no message', () => {
    const { result } = renderValidationText(undefined);
    expect(result.current('validation.required')).toBe('Required');
    expect(result.current('validation.minLength?min=6')).toBe('At least 6 characters');
    expect(result.current(undefined)).toBeUndefined();
    expect(result.current('validation.noSuchRule')).toBe('Check this field');
  });

  it('shows the server’s bare INVALID as the promo code text', () => {
    const { result } = renderValidationText(undefined);
    expect(result.current('INVALID')).toBe('This promo code does not exist');
  });

  it('lets the CMS validator messages override the translated defaults', async () => {
    const { result } = renderValidationText({
      locale: 'en',
      settings: { validator: { messages: { required: 'Fill this in' } } },
    } as CmsConfig);
    await waitFor(() => expect(result.current('validation.required')).toBe('Fill this in'));
    expect(result.current('validation.minLength?min=6')).toBe('At least 6 characters');
  });
});
