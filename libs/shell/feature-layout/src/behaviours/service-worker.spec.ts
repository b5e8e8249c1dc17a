import { registerServiceWorker, SERVICE_WORKER_URL, UPDATE_CHECK_MS } from './service-worker';

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
