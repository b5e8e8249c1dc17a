import { labelParts } from './label-parts';

const values = { event: 'Arsenal – Chelsea', selection: 'Arsenal', price: '1.85' };

describe('labelParts', () => {
  it('fills each placeholder with its value, and runs the event and the words around it together', () => {
    const parts = labelParts((v) => `${v.event}: ${v.selection} at ${v.price}`, values);
    expect(parts).toEqual([
      { slot: 'text', text: 'Arsenal – Chelsea: ' },
      { slot: 'selection', text: 'Arsenal' },
      { slot: 'text', text: ' at ' },
      { slot: 'price', text: '1.85' },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe('Arsenal – Chelsea: Arsenal at 1.85');
  });

  it('follows a locale that puts the price first, and a sentence without a price', () => {
    expect(labelParts((v) => `${v.price} für ${v.selection}`, values).map((part) => part.slot)).toEqual(['price', 'text', 'selection']);
    expect(labelParts((v) => `${v.event}: ${v.selection} (suspended)`, values).map((part) => part.slot)).toEqual([
      'text',
      'selection',
      'text',
    ]);
  });

  it('does not take a team called like a placeholder for one', () => {
    const parts = labelParts((v) => `${v.event}: ${v.selection} at ${v.price}`, { ...values, selection: 'price' });
    expect(parts.map((part) => part.text).join('')).toBe('Arsenal – Chelsea: price at 1.85');
  });
});
