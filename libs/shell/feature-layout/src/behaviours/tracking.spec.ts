import { FRAUD_HIT_DELAY_MS, hitUrl, scheduleFraudHit, sendTrackingHit } from './tracking';

describe('tracking hits', () => {
  it('builds the hit URL without empty values', () => {
    expect(hitUrl({})).toBe('/hit');
    expect(hitUrl({ referer: 'https://search.test/?q=a', trackId: 'aff-1' })).toBe(
      '/hit?referer=https%3A%2F%2Fsearch.test%2F%3Fq%3Da&track_id=aff-1',
    );
  });

  it('sends the load hit with referrer and track_id', () => {
    const send = jest.fn();
    sendTrackingHit({ search: '?track_id=camp7&x=1' }, 'https://ref.test/', send);
    expect(send).toHaveBeenCalledWith('/hit?referer=https%3A%2F%2Fref.test%2F&track_id=camp7');
  });

  it('sends the fraud hit 3 s after start with the agent’s session, none without one, and not once cancelled', async () => {
    jest.useFakeTimers();
    const send = jest.fn();
    scheduleFraudHit(async () => 'c2Vzc2lvbg==', send);
    jest.advanceTimersByTime(FRAUD_HIT_DELAY_MS - 1);
    await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await jest.runAllTimersAsync();
    expect(send).toHaveBeenCalledWith('/hit?seon_session=c2Vzc2lvbg%3D%3D');

    const withoutSession = jest.fn();
    scheduleFraudHit(async () => null, withoutSession);
    await jest.advanceTimersByTimeAsync(FRAUD_HIT_DELAY_MS);
    expect(withoutSession).not.toHaveBeenCalled();

    const cancelledSend = jest.fn();
    scheduleFraudHit(async () => 'session-2', cancelledSend)();
    await jest.advanceTimersByTimeAsync(FRAUD_HIT_DELAY_MS);
    expect(cancelledSend).not.toHaveBeenCalled();
    jest.useRealTimers();
  });
});
