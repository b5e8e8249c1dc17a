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
