import { useCallback, useRef } from 'react';

/** A fresh Idempotency-Key: a UUID where the browser has one (every supported one does). */
export function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The Idempotency-Key of a call that moves money or points (a deposit, a bet, a purchase, a
 * bonus): a second press or a retry after a lost answer sends the same request with the same key,
 * so the API applies it once; a changed request, or the next one after a success (`settle`), gets
 * a new key.
 */
export function useIdempotencyKey(): { keyFor: (request: unknown) => string; settle: () => void } {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const fingerprint = JSON.stringify(request);
    if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, key: newIdempotencyKey() };
    return current.current.key;
  }, []);
  const settle = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, settle };
}

/** The request options that carry a key. */
export const idempotencyHeaders = (key: string) => ({ headers: { 'Idempotency-Key': key } });
