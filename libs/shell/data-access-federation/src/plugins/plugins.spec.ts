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
