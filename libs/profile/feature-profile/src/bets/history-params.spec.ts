import { type HistoryParams, historyParamsOf, historyQueryOf } from './history-params';

describe('bet history address', () => {
  it.each<[string, HistoryParams]>([
    ['', { tab: 'casino', page: 1 }],
    ['mode=demo&page=3', { tab: 'casino', mode: 'demo', page: 3 }],
    ['mode=bogus&page=-2', { tab: 'casino', page: 1 }],
    ['tab=sports', { tab: 'sports', page: 1 }],
    ['tab=sports&status=won&page=2', { tab: 'sports', status: 'won', page: 2 }],
    ['tab=sports&status=pending&mode=demo', { tab: 'sports', page: 1 }],
    ['tab=poker&mode=play', { tab: 'casino', mode: 'play', page: 1 }],
  ])('?%s reads as %o', (search, params) => {
    expect(historyParamsOf(new URLSearchParams(search))).toEqual(params);
  });

  it.each<[HistoryParams, string]>([
    [{ tab: 'casino', page: 1 }, ''],
    [{ tab: 'casino', mode: 'play', page: 2 }, 'mode=play&page=2'],
    [{ tab: 'sports', page: 1 }, 'tab=sports'],
    [{ tab: 'sports', status: 'lost', page: 4 }, 'tab=sports&status=lost&page=4'],
    [{ tab: 'sports', mode: 'demo', page: 1 }, 'tab=sports'],
  ])('%o is written as ?%s', (params, search) => {
    expect(historyQueryOf(params).toString()).toBe(search);
  });
});
