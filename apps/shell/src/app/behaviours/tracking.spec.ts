import { FRAUD_HIT_DELAY_MS, fraudSessionId, hitUrl, scheduleFraudHit, sendTrackingHit } from './tracking';

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

  it('sends the fraud hit 3 s after start, unless cancelled', () => {
    jest.useFakeTimers();
    const send = jest.fn();
    scheduleFraudHit(send, () => 'session-1');
    jest.advanceTimersByTime(FRAUD_HIT_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledWith('/hit?seon_session=session-1');

    const cancelledSend = jest.fn();
    scheduleFraudHit(cancelledSend, () => 'session-2')();
    jest.advanceTimersByTime(FRAUD_HIT_DELAY_MS);
    expect(cancelledSend).not.toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('keeps one fraud session id per tab', () => {
    sessionStorage.clear();
    expect(fraudSessionId()).toBe(fraudSessionId());
  });
});
