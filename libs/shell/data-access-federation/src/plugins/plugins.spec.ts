import { fallbackPlugin, isFallbackModule } from './fallback';
import { retryPlugin } from './retry';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
type ErrorHook = (args: { id: string; error: unknown; lifecycle: string; remote?: { name: string } }) => Promise<unknown>;

describe('retry plugin', () => {
  const noSleep = async () => undefined;

  it('retries a manifest request after a network error and a 503, then succeeds', async () => {
    const fetchImpl = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    const plugin = retryPlugin({ fetchImpl, sleep: noSleep, retries: 2 });
    const response = await (plugin.fetch as unknown as FetchHook)('/remotes/casino/mf-manifest.json', {});
    expect(response.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404: the remote is simply not there', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response('', { status: 404 }));
    const plugin = retryPlugin({ fetchImpl, sleep: noSleep });
    const response = await (plugin.fetch as unknown as FetchHook)('/x', {});
    expect(response.status).toBe(404);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives up after the configured retries', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('offline'));
    const plugin = retryPlugin({ fetchImpl, sleep: noSleep, retries: 1 });
    await expect((plugin.fetch as unknown as FetchHook)('/x', {})).rejects.toThrow('offline');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('retry plugin: the entry script', () => {
  const noSleep = async () => undefined;
  type LoadEntryErrorHook = (args: {
    getRemoteEntry: (params: unknown) => Promise<unknown>;
    origin: unknown;
    remoteInfo: { name: string; entry: string };
    globalLoading: Record<string, Promise<unknown> | undefined>;
    uniqueKey: string;
  }) => Promise<unknown>;
  const failedLoad = (getRemoteEntry: jest.Mock) => {
    const globalLoading: Record<string, Promise<unknown> | undefined> = { 'casino:entry': new Promise(() => undefined) };
    return {
      globalLoading,
      args: {
        getRemoteEntry,
        origin: {},
        remoteInfo: { name: 'casino', entry: '/remotes/casino/x/remoteEntry.js' },
        globalLoading,
        uniqueKey: 'casino:entry',
      },
    };
  };

  it('loads the entry again after a failed script request, without waiting on the failed load', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const { args, globalLoading } = failedLoad(
      jest
        .fn()
        .mockImplementationOnce(async () => {
          expect(globalLoading['casino:entry']).toBeUndefined();
          throw new Error('ScriptNetworkError');
        })
        .mockResolvedValueOnce(exports),
    );
    const plugin = retryPlugin({ sleep: noSleep, retries: 2 });
    await expect((plugin.loadEntryError as unknown as LoadEntryErrorHook)(args)).resolves.toBe(exports);
    expect(args.getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(args.getRemoteEntry).toHaveBeenCalledWith(expect.objectContaining({ remoteInfo: args.remoteInfo }));
  });

  it('gives the runtime nothing after the configured retries, so its own error reaches the fallback', async () => {
    const { args } = failedLoad(jest.fn().mockRejectedValue(new Error('offline')));
    const plugin = retryPlugin({ sleep: noSleep, retries: 2 });
    await expect((plugin.loadEntryError as unknown as LoadEntryErrorHook)(args)).resolves.toBeUndefined();
    expect(args.getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('waits longer before each retry', async () => {
    const sleep = jest.fn(async () => undefined);
    const { args } = failedLoad(jest.fn().mockRejectedValue(new Error('offline')));
    await (retryPlugin({ sleep, retries: 2, delayMs: 100 }).loadEntryError as unknown as LoadEntryErrorHook)(args);
    expect(sleep.mock.calls).toEqual([[100], [200]]);
  });
});

describe('fallback plugin', () => {
  it('answers a failed load with a marked fallback module naming the remote', async () => {
    const onError = jest.fn();
    const plugin = fallbackPlugin((remote) => `fallback for ${remote}`, onError);
    const error = new Error('manifest 404');
    const result = await (plugin.errorLoadRemote as unknown as ErrorHook)({
      id: 'cashier/routes',
      error,
      lifecycle: 'onLoad',
      remote: { name: 'cashier' },
    });
    expect(isFallbackModule(result)).toBe(true);
    expect(result).toMatchObject({ remote: 'cashier', default: 'fallback for cashier' });
    expect(onError).toHaveBeenCalledWith('cashier', error);
  });

  it('leaves other lifecycles alone so the runtime reports them once, at load time', async () => {
    const plugin = fallbackPlugin(() => 'x');
    const result = await (plugin.errorLoadRemote as unknown as ErrorHook)({
      id: 'casino',
      error: new Error('x'),
      lifecycle: 'beforeLoadShare',
    });
    expect(result).toBeUndefined();
  });
});
