import { registerServiceWorker, registerServiceWorkerLater, SERVICE_WORKER_URL, UPDATE_CHECK_MS } from './service-worker';

function fakeContainer(controller: object | null) {
  const listeners: Record<string, () => void> = {};
  const update = jest.fn(async () => undefined);
  const container = {
    controller,
    register: jest.fn(async () => ({ update })),
    addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
    removeEventListener: jest.fn(),
  };
  return { container: container as unknown as ServiceWorkerContainer, listeners, update, register: container.register };
}

afterEach(() => jest.useRealTimers());

describe('registerServiceWorker', () => {
  it('registers /sw.js at the root scope and checks for updates periodically', async () => {
    jest.useFakeTimers();
    const { container, register, update } = fakeContainer(null);
    await registerServiceWorker(container, jest.fn());
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    jest.advanceTimersByTime(UPDATE_CHECK_MS * 2);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('reloads once when a new worker replaces the controlling one', async () => {
    const reload = jest.fn();
    const { container, listeners } = fakeContainer({});
    await registerServiceWorker(container, reload);
    listeners['controllerchange']?.();
    listeners['controllerchange']?.();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload on the very first install', async () => {
    const reload = jest.fn();
    const { container, listeners } = fakeContainer(null);
    await registerServiceWorker(container, reload);
    listeners['controllerchange']?.();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing where service workers are unsupported', async () => {
    await expect(registerServiceWorker(undefined)).resolves.toEqual(expect.any(Function));
  });
});

describe('registerServiceWorkerLater (issue 44 §3: its install must not share the CPU with the start-up)', () => {
  let idle: Array<() => void> = [];
  const runIdle = () => idle.splice(0).forEach((run) => run());
  /** MutationObserver reports in a microtask, which fake timers do not run. */
  const observed = () => Promise.resolve();
  const register = jest.fn(async () => () => undefined);
  beforeEach(() => {
    jest.useFakeTimers();
    idle = [];
    register.mockClear();
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(() => callback({} as IdleDeadline)));
    window.cancelIdleCallback = jest.fn();
    // The layout's main area with the route's remote still loading (RemoteMount's loader).
    document.body.innerHTML = '<main id="main"><div data-remote="casino"><div aria-busy="true" data-loading="waiting"></div></div></main>';
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
    document.body.innerHTML = '';
  });
  const remote = () => document.querySelector('[data-remote]')!;

  it('waits for the route’s remote to mount and its content to stop changing, then for an idle moment', async () => {
    const cancel = registerServiceWorkerLater(register);
    runIdle();
    jest.advanceTimersByTime(2000);
    runIdle();
    expect(register).not.toHaveBeenCalled();

    remote().innerHTML = '<section><div class="placeholder"></div></section>';
    await observed();
    jest.advanceTimersByTime(500);
    // The remote's own calls answer and it draws its rows: the wait starts over.
    remote().querySelector('section')!.innerHTML = '<ul><li>Book of Dead</li></ul>';
    await observed();
    jest.advanceTimersByTime(500);
    runIdle();
    expect(register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(500);
    expect(register).not.toHaveBeenCalled();
    runIdle();
    expect(register).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('counts a failed remote’s panel as settled, and registers after a deadline under a loader that never ends', async () => {
    const failed = registerServiceWorkerLater(register);
    remote().innerHTML = '<section role="alert" data-remote-unavailable="casino"></section>';
    await observed();
    jest.advanceTimersByTime(1000);
    runIdle();
    expect(register).toHaveBeenCalledTimes(1);
    failed();

    document.body.innerHTML = '<main id="main"><div data-remote="casino"><div aria-busy="true" data-loading="spinner"></div></div></main>';
    const stuck = registerServiceWorkerLater(register);
    jest.advanceTimersByTime(14_999);
    runIdle();
    expect(register).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    runIdle();
    expect(register).toHaveBeenCalledTimes(2);
    stuck();
  });

  it('never registers once cancelled', async () => {
    registerServiceWorkerLater(register)();
    remote().innerHTML = '<p>rows</p>';
    await observed();
    jest.advanceTimersByTime(20_000);
    runIdle();
    expect(register).not.toHaveBeenCalled();
  });
});
