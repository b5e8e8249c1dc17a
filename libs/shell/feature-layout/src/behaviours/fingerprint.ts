/** SEON's JS agent as its documentation describes it (v6, the UMD build sets `window.seon`). */
interface SeonAgent {
  init(): void | Promise<void>;
  getSession(options?: { networkTimeoutMs?: number }): Promise<string>;
}

/** How long the agent may take to answer before the fraud-check hit goes without it. */
export const FINGERPRINT_TIMEOUT_MS = 5000;

/** Adds a script to the page once and resolves when it has run. */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    doc.head.appendChild(script);
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The fraud fingerprint's session payload: loads the configured agent (only then is it on the
 * page; the server's CSP allows its host only when configured), starts it and asks for the
 * session the fraud service checks on its side. Null when it cannot (blocked, failed, too slow):
 * the site works the same without it.
 */
export async function fingerprintSession(
  scriptUrl: string,
  load: (src: string) => Promise<void> = loadScript,
  host: { seon?: SeonAgent } = window as unknown as { seon?: SeonAgent },
  timeoutMs = FINGERPRINT_TIMEOUT_MS,
): Promise<string | null> {
  try {
    await withTimeout(load(scriptUrl), timeoutMs);
    const agent = host.seon;
    if (!agent) return null;
    await agent.init();
    const session = await withTimeout(agent.getSession({ networkTimeoutMs: timeoutMs }), timeoutMs);
    return typeof session === 'string' && session !== '' ? session : null;
  } catch {
    return null;
  }
}
