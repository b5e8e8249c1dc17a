import { EARLY_REQUEST_TTL_MS, forgetEarlyRequests, startEarly, takeEarly } from './early-requests';

describe('early requests', () => {
  afterEach(() => forgetEarlyRequests());

  it('hands a started request to the first taker only', async () => {
    const request = jest.fn(async () => 'games');
    const promise = startEarly('k', request, 1_000);
    expect(startEarly('k', request, 1_001)).toBeUndefined();
    expect(request).toHaveBeenCalledTimes(1);
    expect(takeEarly('k', 1_500)).toBe(promise);
    expect(takeEarly('k', 1_600)).toBeUndefined();
    await expect(promise).resolves.toBe('games');
  });

  it('does not hand out a request nobody took in time, and lets a new one start', async () => {
    startEarly('k', async () => 'old', 0);
    expect(takeEarly('k', EARLY_REQUEST_TTL_MS)).toBeUndefined();
    startEarly('k', async () => 'stale', 0);
    const fresh = startEarly('k', async () => 'fresh', EARLY_REQUEST_TTL_MS + 1);
    expect(fresh).toBeDefined();
    await expect(takeEarly<string>('k', EARLY_REQUEST_TTL_MS + 2)).resolves.toBe('fresh');
  });
});
