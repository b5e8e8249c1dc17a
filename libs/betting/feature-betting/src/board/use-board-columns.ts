import { useSyncExternalStore } from 'react';
import { TWO_COLUMNS_MEDIA as TWO_COLUMNS } from './sizes';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(TWO_COLUMNS) : null);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** How many event cards the board puts side by side at the current width: one, or two on wide screens. */
export function useBoardColumns(): 1 | 2 {
  return useSyncExternalStore(
    subscribe,
    () => (query()?.matches ? 2 : 1),
    () => 1,
  );
}
