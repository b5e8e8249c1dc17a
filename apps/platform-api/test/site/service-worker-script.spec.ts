import vm from 'node:vm';
import { serviceWorkerScript } from '../../src/site/service-worker';

type Listener = (event: unknown) => void;

/** Runs the worker's script with a stand-in `self` and answers its fetch listener. */
function fetchListener(): Listener {
  const listeners = new Map<string, Listener>();
  const self = { addEventListener: (type: string, listener: Listener) => listeners.set(type, listener) };
  vm.runInNewContext(serviceWorkerScript({ buildId: 'b1', locales: ['en', 'de'], defaultLocale: 'en' }), {
    self,
    URL,
    fetch: () => new Promise(() => undefined),
  });
  return listeners.get('fetch')!;
}

const navigation = (url: string) => {
  const respondWith = jest.fn();
  return { event: { request: { mode: 'navigate', method: 'GET', url }, respondWith }, respondWith };
};

describe('service worker script', () => {
  it('answers the players’ navigations (offline page as fallback) and leaves the back office’s alone', () => {
    const listener = fetchListener();
    for (const url of ['https://casino.example.com/de/gamehall', 'https://casino.example.com/']) {
      const { event, respondWith } = navigation(url);
      listener(event);
      expect(respondWith).toHaveBeenCalledTimes(1);
    }
    for (const url of ['https://casino.example.com/backoffice', 'https://casino.example.com/backoffice/withdrawals?view=decided']) {
      const { event, respondWith } = navigation(url);
      listener(event);
      expect(respondWith).not.toHaveBeenCalled();
    }
  });
});
