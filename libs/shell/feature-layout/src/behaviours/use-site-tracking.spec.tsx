import { act, render } from '@testing-library/react';
import { readBootData } from '@nfx/app-runtime';
import { fingerprintSession } from './fingerprint';
import { FRAUD_HIT_DELAY_MS } from './tracking';
import { useSiteTracking } from './use-site-tracking';
import { startVitalsBeacon } from './web-vitals-beacon';

jest.mock('@nfx/app-runtime', () => ({ readBootData: jest.fn() }));
jest.mock('@nfx/account', () => ({ useGeneralInfo: () => ({ data: { is_seon_enabled: true } }) }));
jest.mock('./fingerprint', () => ({ fingerprintSession: jest.fn() }));
jest.mock('./web-vitals-beacon', () => ({ startVitalsBeacon: jest.fn() }));

const bootData = jest.mocked(readBootData);
const session = jest.mocked(fingerprintSession);
const beacon = jest.mocked(startVitalsBeacon);

function Tracking() {
  useSiteTracking();
  return null;
}

/** The modules the hook fetches on demand arrive after a few microtasks. */
const chunksArrived = () => act(async () => undefined);

function withIntegrations(integrations: { fingerprintScriptUrl?: string; rumUrl?: string }) {
  bootData.mockReturnValue({ version: '7', integrations } as unknown as ReturnType<typeof readBootData>);
}

describe('useSiteTracking: the agent and the beacon are fetched only when needed', () => {
  let hits: string[];
  const RealImage = window.Image;

  beforeEach(() => {
    jest.useFakeTimers();
    hits = [];
    window.Image = class {
      set src(url: string) {
        hits.push(url);
      }
    } as unknown as typeof Image;
    session.mockReset();
    beacon.mockReset();
  });
  afterEach(() => {
    window.Image = RealImage;
    jest.useRealTimers();
  });

  it('sends the fraud-check hit 3 s after start with the session of the agent it loads then', async () => {
    withIntegrations({ fingerprintScriptUrl: 'https://agent.example/seon.js' });
    session.mockResolvedValue('session-1');
    render(<Tracking />);
    expect(hits).toEqual(['/hit']);

    await act(() => jest.advanceTimersByTime(FRAUD_HIT_DELAY_MS - 1));
    expect(session).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTime(1));
    await chunksArrived();
    expect(session).toHaveBeenCalledWith('https://agent.example/seon.js');
    expect(hits).toEqual(['/hit', '/hit?seon_session=session-1']);
  });

  it('starts the monitoring beacon only with a RUM URL, and stops it on unmount', async () => {
    withIntegrations({});
    render(<Tracking />).unmount();
    await chunksArrived();
    expect(beacon).not.toHaveBeenCalled();

    const stop = jest.fn();
    beacon.mockReturnValue(stop);
    withIntegrations({ rumUrl: 'https://rum.example/vitals' });
    const view = render(<Tracking />);
    await chunksArrived();
    expect(beacon).toHaveBeenCalledWith('https://rum.example/vitals', '7', { path: expect.any(Function) });
    view.unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('reports the page it started on, though the address moved on before the beacon’s code arrived', async () => {
    withIntegrations({ rumUrl: 'https://rum.example/vitals' });
    window.history.replaceState(null, '', '/first');
    render(<Tracking />);
    window.history.replaceState(null, '', '/redirected');
    await chunksArrived();
    const [, , options] = beacon.mock.calls[0]!;
    expect(options?.path?.()).toBe('/first');
    window.history.replaceState(null, '', '/');
  });

  it('does not start the beacon when unmounted before its code has arrived', async () => {
    withIntegrations({ rumUrl: 'https://rum.example/vitals' });
    render(<Tracking />).unmount();
    await chunksArrived();
    expect(beacon).not.toHaveBeenCalled();
  });
});
