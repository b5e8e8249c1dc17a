import { afterPageContentAndIdle } from '../page-idle/after-page-load';
import type { PageContentWait } from '../page-idle/page-content';

/** The installed-app helper of spec §7: `/sw.js` at the site root. */
export const SERVICE_WORKER_URL = '/sw.js';
/** Spec §9 "build update check periodic": look for a new worker this often. */
export const UPDATE_CHECK_MS = 30 * 60_000;

/**
 * Registers the worker and reloads the page once when a new one takes control (an update, or
 * activation from another tab), so the page never runs against assets of another build.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): Promise<() => void> {
  if (!container) return () => undefined;
  // A first install also fires controllerchange (clients.claim); only a replacement should reload.
  const hadController = container.controller !== null;
  let reloaded = false;
  const onControllerChange = () => {
    if (!hadController || reloaded) return;
    reloaded = true;
    reload();
  };
  container.addEventListener('controllerchange', onControllerChange);
  let timer: ReturnType<typeof setInterval> | undefined;
  try {
    const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
    timer = setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  } catch (error) {
    console.warn('[shell] service worker registration failed', error);
  }
  return () => {
    clearInterval(timer);
    container.removeEventListener('controllerchange', onControllerChange);
  };
}

/**
 * When the worker may start installing: its install runs in a renderer process of its own (about
 * 190 ms of CPU on a two-core machine), so not before the route's remote has drawn its content, or
 * failed to; the deadline is for a remote that never ends loading, whose page still gets its
 * offline page and update check.
 */
const PAGE_SETTLED: PageContentWait = { accept: (state) => state !== 'loading', quietMs: 1000, quietCapMs: 5000, timeoutMs: 15_000 };

/**
 * Registers the worker once the page no longer needs the machine for itself: after the load event,
 * the page's content settled (PAGE_SETTLED) and an idle moment since. Its few lines are in
 * the start-up script: every page view runs them, and as a script of its own they cost more in
 * response headers than in code (docs/scaling.md, first-load JS). Returns a cancel.
 */
export function registerServiceWorkerLater(register: () => Promise<() => void> = registerServiceWorker): () => void {
  let dispose: (() => void) | undefined;
  let cancelled = false;
  const cancelWait = afterPageContentAndIdle(() => {
    void register()
      .then((cleanup) => {
        if (cancelled) cleanup();
        else dispose = cleanup;
      })
      .catch((error: unknown) => console.warn('[shell] service worker registration failed', error));
  }, PAGE_SETTLED);
  return () => {
    cancelled = true;
    cancelWait();
    dispose?.();
  };
}
