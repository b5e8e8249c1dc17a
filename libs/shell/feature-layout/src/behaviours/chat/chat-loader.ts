import type { ChatProvider, ChatSettings, ChatWindow } from './chat-providers';

/** Spec §9: wait up to 5 s for the provider to report ready, polling every 100 ms. */
export const CHAT_READY_TIMEOUT_MS = 5000;
export const CHAT_READY_POLL_MS = 100;

export interface LoadChatOptions {
  win?: ChatWindow;
  doc?: Document;
  timeoutMs?: number;
  pollMs?: number;
}

function injectScript(doc: Document, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset['nfxChat'] = '';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`chat script failed: ${src}`));
    doc.head.appendChild(script);
  });
}

function waitUntilReady(provider: ChatProvider, win: ChatWindow, timeoutMs: number, pollMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (provider.isReady(win)) return resolve(true);
    const startedAt = Date.now();
    const timer = setInterval(() => {
      if (provider.isReady(win)) {
        clearInterval(timer);
        resolve(true);
      } else if (Date.now() - startedAt >= timeoutMs) {
        clearInterval(timer);
        resolve(false);
      }
    }, pollMs);
  });
}

/**
 * Loads the provider's script and resolves true once it reports ready. Spec §8: chat failures
 * are only logged, so this never rejects.
 */
export async function loadChat(provider: ChatProvider, settings: ChatSettings, options: LoadChatOptions = {}): Promise<boolean> {
  const win = options.win ?? (window as unknown as ChatWindow);
  const doc = options.doc ?? document;
  try {
    const src = provider.scriptUrl(settings);
    provider.prepare(win, settings);
    if (src) await injectScript(doc, src);
    const ready = await waitUntilReady(provider, win, options.timeoutMs ?? CHAT_READY_TIMEOUT_MS, options.pollMs ?? CHAT_READY_POLL_MS);
    if (!ready) console.warn('[shell] chat provider did not become ready in time');
    else provider.start?.(win, settings);
    return ready;
  } catch (error) {
    console.warn('[shell] chat failed to load', error);
    return false;
  }
}
