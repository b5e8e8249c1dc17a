import { createContext, useContext } from 'react';

/**
 * Set by a mount whose remote draws nothing of its own (page-wide toasts): when that remote
 * cannot load or throws, the unavailable panel would be an unexplained box on every page, so
 * the failure is only logged and the page goes on without it.
 */
export const RemoteQuietContext = createContext(false);

export function useRemoteQuiet(): boolean {
  return useContext(RemoteQuietContext);
}
