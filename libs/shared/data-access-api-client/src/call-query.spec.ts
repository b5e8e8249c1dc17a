import { QueryClient, hashKey } from '@tanstack/react-query';
import { callQueryKey, callQueryOptions, callQueryRoot } from './call-query';
import { installFakeApi, ok } from './testing';

describe('callQueryKey', () => {
  it('names the call, then its scope, then its arguments', () => {
    expect(callQueryKey('account.getPersonalDataFields', { country: 'DE' })).toEqual([
      'account',
      'getPersonalDataFields',
      { country: 'DE' },
    ]);
    expect(callQueryKey('loyalty.getinfo', {}, ['en'])).toEqual(['loyalty', 'getinfo', 'en', {}]);
    expect(callQueryKey('account.getDepositLimit')).toEqual(['account', 'getDepositLimit', {}]);
  });
});

describe('callQueryOptions', () => {
  it('asks the API for the call with its arguments and caches the answer under its key', async () => {
    const api = installFakeApi({ '/api/account/getPersonalDataFields': (url) => ok([{ sysname: url.searchParams.get('country') }]) });
    const queryClient = new QueryClient();
    const data = await queryClient.fetchQuery(callQueryOptions('account.getPersonalDataFields', { country: 'DE' }));
    expect(data).toEqual([{ sysname: 'DE' }]);
    expect(api.callsTo('/api/account/getPersonalDataFields')).toHaveLength(1);
    expect(queryClient.getQueryData(callQueryKey('account.getPersonalDataFields', { country: 'DE' }))).toEqual([{ sysname: 'DE' }]);
  });

  it('shares one entry between two readers of the same call and arguments', async () => {
    const api = installFakeApi({ '/api/account/getRealityCheck': () => ok({ minutes: 30 }) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    await queryClient.fetchQuery(callQueryOptions('account.getRealityCheck'));
    await queryClient.fetchQuery(callQueryOptions('account.getRealityCheck', {}));
    expect(api.callsTo('/api/account/getRealityCheck')).toHaveLength(1);
  });

  it('keeps answers for other arguments or another scope apart, and invalidates them all by the call name', async () => {
    const api = installFakeApi({ '/api/loyalty/getinfo': (url) => ok({ locale: url.searchParams.get('locale') }) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    await queryClient.fetchQuery(callQueryOptions('loyalty.getinfo', {}, ['en']));
    await queryClient.fetchQuery(callQueryOptions('loyalty.getinfo', {}, ['de']));
    expect(api.callsTo('/api/loyalty/getinfo')).toHaveLength(2);
    await queryClient.invalidateQueries({ queryKey: callQueryKey('loyalty.getinfo').slice(0, 2) });
    expect(queryClient.getQueryCache().findAll({ queryKey: ['loyalty', 'getinfo'], stale: true })).toHaveLength(2);
  });
});

describe('callQueryRoot', () => {
  it('is the call (and scope) without the arguments: a prefix of every key of the call', () => {
    expect(callQueryRoot('bonuses.get')).toEqual(['bonuses', 'get']);
    expect(callQueryRoot('bonuses.get', [7])).toEqual(['bonuses', 'get', 7]);
    const key = callQueryKey('bonuses.get', { count: '50' }, [7, 'en']);
    expect(key.slice(0, 3)).toEqual(callQueryRoot('bonuses.get', [7]));
  });

  it('gives two readers of one call with the same arguments one key, whatever order they wrote the arguments in', () => {
    const profile = callQueryKey('BettingBonuses.get', { status: 'active', count: '50' }, [7]);
    const cashier = callQueryKey('BettingBonuses.get', { count: '50', status: 'active' }, [7]);
    expect(hashKey(profile)).toBe(hashKey(cashier));
    expect(hashKey(callQueryKey('BettingBonuses.get', { status: 'active', count: '50' }, [8]))).not.toBe(hashKey(profile));
  });

  it("reaches every reader's entry of the call when invalidated, and no other call's", async () => {
    installFakeApi({
      '/api/bonuses/get': (url) => ok({ items: [], total: 0, status: url.searchParams.get('status') }),
      '/api/BettingBonuses/get': () => ok({ items: [], total: 0 }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    await queryClient.fetchQuery(callQueryOptions('bonuses.get', { count: '50' }, [7, 'en']));
    await queryClient.fetchQuery(callQueryOptions('bonuses.get', { status: 'active', count: '50' }, [7]));
    await queryClient.fetchQuery(callQueryOptions('BettingBonuses.get', { count: '50' }, [7, 'en']));
    await queryClient.invalidateQueries({ queryKey: callQueryRoot('bonuses.get', [7]) });
    const stale = queryClient.getQueryCache().findAll({ stale: true });
    expect(stale.map((query) => query.queryKey.slice(0, 2))).toEqual([
      ['bonuses', 'get'],
      ['bonuses', 'get'],
    ]);
    expect(queryClient.getQueryState(callQueryKey('BettingBonuses.get', { count: '50' }, [7, 'en']))?.isInvalidated).toBe(false);
  });
});
