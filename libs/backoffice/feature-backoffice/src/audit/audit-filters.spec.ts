import { filtersFromSearch, searchFromFilters } from './audit-filters';

describe('audit filters in the URL', () => {
  it.each([
    ['', { staff: '', action: '', target: '', page: 1 }],
    ['staff=a%40b.c&page=3', { staff: 'a@b.c', action: '', target: '', page: 3 }],
    ['action=+withdrawal.approved+&target=withdrawal', { staff: '', action: 'withdrawal.approved', target: 'withdrawal', page: 1 }],
    ['page=0', { staff: '', action: '', target: '', page: 1 }],
    ['page=abc', { staff: '', action: '', target: '', page: 1 }],
    ['page=2.5', { staff: '', action: '', target: '', page: 1 }],
    ['page=1001', { staff: '', action: '', target: '', page: 1 }],
  ])('%j', (search, expected) => {
    expect(filtersFromSearch(new URLSearchParams(search))).toEqual(expected);
  });

  it('writes only what is set, and the first page as no page', () => {
    expect(searchFromFilters({ staff: '', action: 'staff.created', target: '', page: 1 }).toString()).toBe('action=staff.created');
    expect(searchFromFilters({ staff: 'x@y.z', action: '', target: '', page: 2 }).toString()).toBe('staff=x%40y.z&page=2');
  });
});
