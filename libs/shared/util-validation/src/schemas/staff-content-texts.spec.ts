import * as v from 'valibot';
import { faqEntriesJsonRule, pageTextFormSchema, placeholdersOf, samePlaceholders } from './staff-content-texts';

describe('page text placeholders', () => {
  it('finds i18next and single-brace placeholders, spacing normalised, duplicates kept', () => {
    expect(placeholdersOf('{{ max }} of {{total}}, at least {min}; {{max}}')).toEqual(['{min}', '{{max}}', '{{max}}', '{{total}}']);
    expect(placeholdersOf('No placeholder here: { not one }')).toEqual([]);
  });

  it('accepts a reordered text with the same placeholders and refuses one that drops or adds any', () => {
    expect(samePlaceholders('{{total}}: {{position}}', '{{position}} of {{total}}')).toBe(true);
    expect(samePlaceholders('{{position}}', '{{position}} of {{total}}')).toBe(false);
    expect(samePlaceholders('{{position}} {{position}} {{total}}', '{{position}} of {{total}}')).toBe(false);
  });

  it('reports a changed placeholder with the ones to keep', () => {
    const schema = pageTextFormSchema('© {{year}} NFX.');
    expect(v.safeParse(schema, { value: '© {{year}} NFX GmbH.' }).success).toBe(true);
    const refused = v.safeParse(schema, { value: '© NFX GmbH.' });
    expect(refused.issues?.[0]?.message).toBe('validation.placeholders?expected=%7B%7Byear%7D%7D');
    expect(v.safeParse(schema, { value: '   ' }).issues?.[0]?.message).toBe('validation.required');
  });
});

describe('FAQ list on the wire', () => {
  it('takes a JSON array of questions and answers, and refuses broken JSON and empty entries', () => {
    const rule = faqEntriesJsonRule();
    expect(v.parse(rule, JSON.stringify([{ question: ' Why? ', answer: 'Because.' }]))).toEqual([{ question: 'Why?', answer: 'Because.' }]);
    expect(v.parse(rule, '[]')).toEqual([]);
    expect(v.safeParse(rule, '[{').success).toBe(false);
    expect(v.safeParse(rule, JSON.stringify([{ question: '', answer: 'x' }])).success).toBe(false);
    expect(v.safeParse(rule, JSON.stringify({ question: 'a', answer: 'b' })).success).toBe(false);
  });
});
