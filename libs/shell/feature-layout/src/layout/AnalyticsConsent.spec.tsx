import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { renderWithProviders } from '../testing/render-with-providers';
import { AnalyticsConsent } from './AnalyticsConsent';

const clearConsent = () => {
  document.cookie = 'nfx_analytics=; path=/; max-age=0';
};

describe('AnalyticsConsent', () => {
  beforeEach(clearConsent);
  afterAll(clearConsent);

  it('asks once; allowing keeps the answer a year and counts the page the visitor is on', async () => {
    const api = installFakeApi({ '/api/events/handle': () => ok(1) });
    renderWithProviders(<AnalyticsConsent />);
    const region = screen.getByRole('region', { name: 'Help us improve the site' });
    expect(region).toHaveTextContent('never who you are');
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(screen.queryByRole('region', { name: 'Help us improve the site' })).toBeNull();
    expect(document.cookie).toContain('nfx_analytics=granted');
    const [event] = api.callsTo('/api/events/handle');
    expect(event?.url.searchParams.get('event_name')).toBe('page_view');
    expect(JSON.parse(event?.url.searchParams.get('event_params') ?? '{}')).toEqual({ path: window.location.pathname });
  });

  it('declining sends nothing and does not ask again', async () => {
    const api = installFakeApi({ '/api/events/handle': () => ok(1) });
    const { unmount } = renderWithProviders(<AnalyticsConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'No, thanks' }));
    expect(document.cookie).toContain('nfx_analytics=denied');
    unmount();
    renderWithProviders(<AnalyticsConsent />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(api.callsTo('/api/events/handle')).toEqual([]);
  });
});
