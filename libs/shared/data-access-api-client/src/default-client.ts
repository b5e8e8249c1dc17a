import { type ApiClient, type ApiClientOptions, type FatalErrorHandler, type GlobalPopupHandler, createApiClient } from './api-client';

/*
 * Module state on purpose: this lib is a Module Federation singleton, so the shell's
 * configureApiClient() is what every remote's getApiClient() returns.
 */
let defaultClient: ApiClient | null = null;
const fatalListeners = new Set<FatalErrorHandler>();

const notifyFatalListeners: FatalErrorHandler = (page, error) => {
  for (const listener of [...fatalListeners]) {
    try {
      listener(page, error);
    } catch (listenerError) {
      console.error('api-client: fatal error listener failed', listenerError);
    }
  }
};

const popupListeners = new Set<GlobalPopupHandler>();
/**
 * The latest popup raised while nobody listened: the shell subscribes from a chunk that loads
 * after start-up, and a refusal that arrives before it must still open its popup then.
 */
let unheardPopup: Parameters<GlobalPopupHandler> | null = null;

const notifyPopupListeners: GlobalPopupHandler = (popup, error) => {
  if (popupListeners.size === 0) {
    unheardPopup = [popup, error];
    return;
  }
  for (const listener of [...popupListeners]) {
    try {
      listener(popup, error);
    } catch (listenerError) {
      console.error('api-client: global popup listener failed', listenerError);
    }
  }
};

/** Creates the site-wide client; calling it again replaces the client (new version or base URL). */
export function configureApiClient(options: ApiClientOptions): ApiClient {
  const ownHandler = options.onFatalError;
  const ownPopupHandler = options.onGlobalPopup;
  defaultClient = createApiClient({
    ...options,
    onFatalError: (page, error) => {
      ownHandler?.(page, error);
      notifyFatalListeners(page, error);
    },
    onGlobalPopup: (popup, error) => {
      ownPopupHandler?.(popup, error);
      notifyPopupListeners(popup, error);
    },
  });
  return defaultClient;
}

export function getApiClient(): ApiClient {
  if (!defaultClient) {
    throw new Error(
      '@nfx/api-client: getApiClient() was called before configureApiClient(). The shell configures the client at start-up; a standalone remote or a test must call configureApiClient() first.',
    );
  }
  return defaultClient;
}

/** Lets the shell render the user-block, maintenance or forbidden page; returns the unsubscribe. */
export function subscribeFatalErrors(listener: FatalErrorHandler): () => void {
  fatalListeners.add(listener);
  return () => {
    fatalListeners.delete(listener);
  };
}

/**
 * Lets the shell open the popup an error calls for (identity verification), whichever app made
 * the call; a popup raised before the first listener is handed to it on subscribing. Returns the
 * unsubscribe.
 */
export function subscribeGlobalPopups(listener: GlobalPopupHandler): () => void {
  popupListeners.add(listener);
  if (unheardPopup) {
    const [popup, error] = unheardPopup;
    unheardPopup = null;
    notifyPopupListeners(popup, error);
  }
  return () => {
    popupListeners.delete(listener);
  };
}
