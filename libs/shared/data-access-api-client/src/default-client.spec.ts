/**
 * @jest-environment node
 */
import type * as ApiClientLib from './index';
import type * as ErrorsLib from '@nfx/errors';

type FreshModules = typeof ApiClientLib & { ApiError: typeof ErrorsLib.ApiError };

/*
 * A fresh module per test: the default client is module state, shared by design. The errors
 * lib is loaded in the same registry so `instanceof ApiError` compares the same class.
 */
function freshModule(): FreshModules {
  let loaded: FreshModules | undefined;
  jest.isolateModules(() => {
    const { ApiError } = jest.requireActual<typeof ErrorsLib>('@nfx/errors');
    loaded = { ...jest.requireActual<typeof ApiClientLib>('./index'), ApiError };
  });
  if (!loaded) throw new Error('module did not load');
  return loaded;
}

const bannedResponse = () =>
  new Response(JSON.stringify({ status: 'error', error: { type: 'UserBannedException', message: 'banned' } }), { status: 403 });

describe('default client', () => {
  it('explains what to do when used before it is configured', () => {
    const { getApiClient } = freshModule();
    expect(() => getApiClient()).toThrow(/configureApiClient\(\)/);
  });

  it('returns the configured client to every caller', async () => {
    const { configureApiClient, getApiClient } = freshModule();
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ status: 'ok', payload: 'hi' })));

    const configured = configureApiClient({
      version: '1',
      getLocale: () => 'en',
      fetch: fetchMock as unknown as typeof fetch,
      isInFrame: () => false,
    });

    expect(getApiClient()).toBe(configured);
    await expect(getApiClient().get('a', 'b')).resolves.toBe('hi');
  });

  it('fans fatal errors out to every subscriber and to the configured handler until they unsubscribe', async () => {
    const { configureApiClient, getApiClient, subscribeFatalErrors, ApiError } = freshModule();
    const onFatalError = jest.fn();
    const first = jest.fn();
    const second = jest.fn();
    configureApiClient({
      version: '1',
      getLocale: () => 'en',
      fetch: jest.fn(async () => bannedResponse()) as unknown as typeof fetch,
      isInFrame: () => false,
      onFatalError,
    });
    const unsubscribeFirst = subscribeFatalErrors(first);
    subscribeFatalErrors(second);

    await expect(getApiClient().get('a', 'b')).rejects.toBeInstanceOf(ApiError);
    unsubscribeFirst();
    await expect(getApiClient().get('a', 'b')).rejects.toBeInstanceOf(ApiError);

    expect(onFatalError).toHaveBeenCalledTimes(2);
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith('userBlock', expect.objectContaining({ type: 'UserBanned' }));
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('keeps notifying other subscribers when one throws', async () => {
    const { configureApiClient, getApiClient, subscribeFatalErrors, ApiError } = freshModule();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const healthy = jest.fn();
    configureApiClient({
      version: '1',
      getLocale: () => 'en',
      fetch: jest.fn(async () => bannedResponse()) as unknown as typeof fetch,
      isInFrame: () => false,
    });
    subscribeFatalErrors(() => {
      throw new Error('broken');
    });
    subscribeFatalErrors(healthy);

    await expect(getApiClient().get('a', 'b')).rejects.toBeInstanceOf(ApiError);

    expect(healthy).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('tells popup subscribers about an error that needs identity verification, and nobody about others', async () => {
    const { configureApiClient, getApiClient, subscribeGlobalPopups, ApiError } = freshModule();
    const onGlobalPopup = jest.fn();
    const listener = jest.fn();
    const answers = [
      { type: 'SumsubVerificationRequiredException', message: 'verify' },
      { type: 'InvalidRequestException', message: 'no' },
    ];
    configureApiClient({
      version: '1',
      getLocale: () => 'en',
      fetch: jest.fn(
        async () => new Response(JSON.stringify({ status: 'error', error: answers.shift() }), { status: 400 }),
      ) as unknown as typeof fetch,
      isInFrame: () => false,
      onGlobalPopup,
    });
    const unsubscribe = subscribeGlobalPopups(listener);

    await expect(getApiClient().post('cashier', 'makedeposit')).rejects.toBeInstanceOf(ApiError);
    await expect(getApiClient().post('cashier', 'makedeposit')).rejects.toBeInstanceOf(ApiError);
    unsubscribe();

    expect(onGlobalPopup).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('identityVerification', expect.objectContaining({ type: 'SumsubVerificationRequired' }));
  });
  it('hands a popup raised before anybody listened to the first subscriber, once', async () => {
    const { configureApiClient, getApiClient, subscribeGlobalPopups, ApiError } = freshModule();
    configureApiClient({
      version: '1',
      getLocale: () => 'en',
      fetch: jest.fn(
        async () =>
          new Response(JSON.stringify({ status: 'error', error: { type: 'KycUserProfileException', message: 'kyc' } }), {
            status: 400,
          }),
      ) as unknown as typeof fetch,
      isInFrame: () => false,
    });
    await expect(getApiClient().post('cashier', 'makewithdrawal')).rejects.toBeInstanceOf(ApiError);

    const first = jest.fn();
    const second = jest.fn();
    subscribeGlobalPopups(first)();
    subscribeGlobalPopups(second)();

    expect(first).toHaveBeenCalledWith('identityVerification', expect.objectContaining({ type: 'KycUserProfile' }));
    expect(second).not.toHaveBeenCalled();
  });
});
