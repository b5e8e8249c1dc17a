import { useCallback, useRef } from 'react';

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The Idempotency-Key of a money call (activating a bonus, paying out a cashback): a second
 * press or a retry after a lost answer sends the same request with the same key, so the API
 * applies it once; another request, or the next one after a success, gets a new key.
 */
export function useIdempotencyKey(): { keyFor: (request: unknown) => string; settle: () => void } {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const fingerprint = JSON.stringify(request);
    if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, key: newKey() };
    return current.current.key;
  }, []);
  const settle = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, settle };
}

export const idempotencyHeaders = (key: string) => ({ headers: { 'Idempotency-Key': key } });
