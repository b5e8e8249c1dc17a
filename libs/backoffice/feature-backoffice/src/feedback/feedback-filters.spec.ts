import { backofficePaths } from '../paths';
import { feedbackFiltersFromSearch } from './feedback-filters';

describe('feedbackFiltersFromSearch', () => {
  it.each([
    ['', { view: 'waiting', query: '', page: 1 }],
    ['view=answered', { view: 'answered', query: '', page: 1 }],
    ['view=spam', { view: 'waiting', query: '', page: 1 }],
    ['q=%20payout%20&page=3', { view: 'waiting', query: 'payout', page: 3 }],
    ['page=0', { view: 'waiting', query: '', page: 1 }],
    ['page=1.5', { view: 'waiting', query: '', page: 1 }],
    ['page=1001', { view: 'waiting', query: '', page: 1 }],
    [`q=${'x'.repeat(300)}`, { view: 'waiting', query: 'x'.repeat(254), page: 1 }],
  ])('?%s → %j', (search, expected) => {
    expect(feedbackFiltersFromSearch(new URLSearchParams(search))).toEqual(expected);
  });

  it.each([
    [{}, '/feedback'],
    [{ view: 'waiting', page: 1 }, '/feedback'],
    [{ view: 'answered' }, '/feedback?view=answered'],
    [{ view: 'answered', query: 'anna@example.com', page: 2 }, '/feedback?view=answered&q=anna%40example.com&page=2'],
  ])('the address of %j is %s and reads back the same', (filters, path) => {
    expect(backofficePaths.feedback(filters)).toBe(path);
    const read = feedbackFiltersFromSearch(new URLSearchParams(path.split('?')[1] ?? ''));
    expect(read).toEqual({ view: 'waiting', query: '', page: 1, ...filters });
  });
});
