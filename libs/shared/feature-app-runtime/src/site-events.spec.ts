import { getApiClient } from '@nfx/api-client';
import { analyticsConsent, sendSiteEvent, setAnalyticsConsent } from './site-events';

jest.mock('@nfx/api-client', () => {
  const query = jest.fn(() => Promise.resolve(1));
  return { getApiClient: () => ({ query }) };
});

const query = getApiClient().query as unknown as jest.Mock;

describe('site events', () => {
  beforeEach(() => {
    query.mockClear();
    document.cookie = 'nfx_analytics=; path=/; max-age=0';
  });

  it('sends nothing before the visitor answers, nor after a no', () => {
    expect(analyticsConsent()).toBeNull();
    sendSiteEvent('page_view', { path: '/gamehall' });
    setAnalyticsConsent('denied');
    expect(analyticsConsent()).toBe('denied');
    sendSiteEvent('page_view', { path: '/gamehall' });
    expect(query).not.toHaveBeenCalled();
  });

  it('sends the event with its parameters as JSON once allowed, and a failure goes unnoticed', async () => {
    setAnalyticsConsent('granted');
    query.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    sendSiteEvent('deposit', { method: 'demo-card', currency: 'EUR' });
    sendSiteEvent('game_start', { game: 'book-of-dead', mode: 'demo' });
    expect(query).toHaveBeenNthCalledWith(1, 'events.handle', {
      event_name: 'deposit',
      event_params: JSON.stringify({ method: 'demo-card', currency: 'EUR' }),
    });
    expect(query).toHaveBeenNthCalledWith(2, 'events.handle', {
      event_name: 'game_start',
      event_params: JSON.stringify({ game: 'book-of-dead', mode: 'demo' }),
    });
    await Promise.resolve();
  });
});
