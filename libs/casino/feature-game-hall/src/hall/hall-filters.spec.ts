import { readHallFilters, writeHallFilters } from './hall-filters';

describe('hall filters in the URL', () => {
  it.each([
    ['', { category: null, providers: [], search: '', sort: 'popular' }],
    ['category=slots', { category: 'slots', providers: [], search: '', sort: 'popular' }],
    ['providers=alpha,beta', { category: null, providers: ['alpha', 'beta'], search: '', sort: 'popular' }],
    ['providers=alpha,,%20beta%20&sort=name&search=star', { category: null, providers: ['alpha', 'beta'], search: 'star', sort: 'name' }],
    ['sort=bogus', { category: null, providers: [], search: '', sort: 'popular' }],
  ])('reads "%s"', (query, expected) => {
    expect(readHallFilters(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes providers comma-joined and drops empty values, keeping foreign parameters', () => {
    const next = writeHallFilters(new URLSearchParams('show_popup_auth=1&category=live'), {
      providers: ['a', 'b'],
      category: null,
      search: '  ',
    });
    expect(next.toString()).toBe('show_popup_auth=1&providers=a%2Cb');
  });

  it('leaves the default sort out of the URL', () => {
    expect(writeHallFilters(new URLSearchParams('sort=name'), { sort: 'popular' }).toString()).toBe('');
  });
});
