import { createContext, useContext } from 'react';

/** Lets the fallback panel, rendered deep inside a mount, ask that mount to load again. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

export function useRemoteRetry(): (() => void) | null {
  return useContext(RemoteRetryContext);
}
