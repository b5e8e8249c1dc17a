import i18next from 'i18next';
import { ApiError } from '@nfx/errors';
import { fieldErrorText, firstFieldErrors } from './field-errors';

describe('server field errors', () => {
  const i18n = i18next.createInstance();
  beforeAll(() =>
    i18n.init({
      lng: 'en',
      resources: { en: { translation: { validation: { required: 'Field is required', minLength: 'Min length is {{min}}', email: 'Wrong email address' } } } },
    }),
  );

  it('keeps the first error key of each field', () => {
    const error = new ApiError('InvalidParameter', 'Invalid parameters', { invalidParameters: { email: ['validation.email', 'validation.required'], password: ['validation.minLength?min=6'] } });
    expect(firstFieldErrors(error)).toEqual({ email: 'validation.email', password: 'validation.minLength?min=6' });
    expect(firstFieldErrors(new ApiError('Authorization', 'no'))).toBeNull();
  });

  it.each([
    ['validation.minLength?min=6', 'Min length is 6'],
    ['validation.email', 'Wrong email address'],
    ['validation.somethingNew', 'Field is required'],
  ])('%s reads "%s"', (message, text) => {
    expect(fieldErrorText(i18n.t, message)).toBe(text);
  });
});
