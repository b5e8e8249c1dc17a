import { decodeMessage, encodeMessage } from './messages';

describe('message keys with parameters', () => {
  it.each([
    ['validation.required', undefined, 'validation.required'],
    ['validation.minLength', { min: 6 }, 'validation.minLength?min=6'],
    ['validation.passwordSymbols', { symbols: ' &?' }, 'validation.passwordSymbols?symbols=+%26%3F'],
  ])('%s with %j encodes as %s and decodes back', (key, params, encoded) => {
    expect(encodeMessage(key, params)).toBe(encoded);
    const decoded = decodeMessage(encoded);
    expect(decoded.key).toBe(key);
    expect(decoded.params).toEqual(Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, String(value)])));
  });
});
