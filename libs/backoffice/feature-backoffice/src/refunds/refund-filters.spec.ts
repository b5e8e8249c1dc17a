import { refundFiltersFromSearch, refundsPath } from './refund-filters';

describe('refundFiltersFromSearch', () => {
  it.each([
    ['', { view: 'refundable', query: '' }],
    ['view=review', { view: 'review', query: '' }],
    ['view=refunded&q=%2312', { view: 'refunded', query: '#12' }],
    ['view=nonsense&q=++anna++', { view: 'refundable', query: 'anna' }],
    ['view=REVIEW', { view: 'refundable', query: '' }],
    [`q=${'a'.repeat(300)}`, { view: 'refundable', query: 'a'.repeat(254) }],
  ])('?%s → %j', (search, expected) => {
    expect(refundFiltersFromSearch(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('refundsPath', () => {
  it.each([
    [{ view: 'refundable', query: '' }, '/refunds'],
    [{ view: 'review', query: '' }, '/refunds?view=review'],
    [{ view: 'refundable', query: 'anna@example.com' }, '/refunds?q=anna%40example.com'],
    [{ view: 'refunded', query: '#12' }, '/refunds?view=refunded&q=%2312'],
  ] as const)('%j → %s', (filters, expected) => {
    expect(refundsPath(filters)).toBe(expected);
  });

  it('reads back what it wrote', () => {
    const filters = { view: 'review', query: 'a b&c=d' } as const;
    expect(refundFiltersFromSearch(new URLSearchParams(refundsPath(filters).split('?')[1]))).toEqual(filters);
  });
});
