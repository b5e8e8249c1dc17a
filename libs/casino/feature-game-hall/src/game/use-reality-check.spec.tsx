import { act, waitFor } from '@testing-library/react';
import { useDialogStore } from '@nfx/dialogs';
import type { RealityCheck } from '@nfx/api-contract';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { renderWithProviders } from '../testing/render';
import { delayToNextCheck, useRealityCheck } from './use-reality-check';

const check = (overrides: Partial<RealityCheck> = {}): RealityCheck => ({
  interval_minutes: 15,
  session_started_at: '2026-11-25T10:00:00.000Z',
  server_time: '2026-11-25T10:20:00.000Z',
  staked: { amount: 12, currency: 'EUR' },
  won: { amount: 4.5, currency: 'EUR' },
  net: { amount: -7.5, currency: 'EUR' },
  ...overrides,
});

function Probe({ active }: { active: boolean }) {
  useRealityCheck(active);
  return null;
}

describe('reality check during play', () => {
  beforeEach(() => useDialogStore.setState({ stack: [] }));
  afterEach(() => jest.useRealTimers());

  it('waits for the next whole interval since the session began, on the server clock', () => {
    const fetchedAt = 1_000_000;
    expect(delayToNextCheck(check(), fetchedAt, fetchedAt)).toBe(10 * 60_000);
    expect(delayToNextCheck(check(), fetchedAt, fetchedAt + 60_000)).toBe(9 * 60_000);
    expect(delayToNextCheck(check({ server_time: '2026-11-25T10:30:00.000Z' }), fetchedAt, fetchedAt)).toBe(15 * 60_000);
    expect(delayToNextCheck(check({ interval_minutes: null }), fetchedAt, fetchedAt)).toBeNull();
  });

  it('shows the session time and net result with continue or stop when the interval comes', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let served = check({ server_time: '2026-11-25T10:14:59.000Z' });
    const api = installFakeApi({ '/api/account/getRealityCheck': () => ok(served) });
    renderWithProviders(<Probe active />);
    await waitFor(() => expect(api.callsTo('/api/account/getRealityCheck')).toHaveLength(1));
    served = check({ server_time: '2026-11-25T10:15:00.000Z' });
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(useDialogStore.getState().stack).toHaveLength(1));
    const [dialog] = useDialogStore.getState().stack;
    expect(dialog).toMatchObject({
      id: 'reality-check',
      kind: 'confirm',
      preventClose: true,
      title: 'Reality check',
      content: '<p>You have been playing for 15 min this session. Net result: -€7.50.</p>',
      textAgree: 'Continue playing',
      textReject: 'Stop playing',
    });
  });

  it('does nothing outside real-money play', async () => {
    const api = installFakeApi({ '/api/account/getRealityCheck': () => ok(check()) });
    renderWithProviders(<Probe active={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('/api/account/getRealityCheck')).toHaveLength(0);
  });
});
