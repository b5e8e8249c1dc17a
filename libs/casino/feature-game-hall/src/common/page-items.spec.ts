import { pageItems } from './page-items';

describe('pageItems', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 5, [1, 2, 'gap', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 6, [1, 2, 'gap', 6]],
    [3, 6, [1, 2, 3, 4, 5, 6]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [99, 7, [1, 'gap', 6, 7]],
    [0, 7, [1, 2, 'gap', 7]],
  ] as const)('page %i of %i → %j', (page, pages, expected) => {
    expect(pageItems(page, pages)).toEqual(expected);
  });
});
