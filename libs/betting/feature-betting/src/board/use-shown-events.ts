import { useDeferredValue } from 'react';
import type { SportEvent } from '@nfx/api-contract';
import type { useEvents } from '../api/events';

/** What the deferred copy holds before its first deferred render. */
const NOT_YET: SportEvent[] = [];

/** A list of events as the page shows it: `isPending` until its cards are drawn. */
export interface ShownEvents {
  data: SportEvent[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * The events of a query at a deferred priority. A list's cards are the board's heaviest render,
 * and an answer reaches the page as an urgent update (react-query's store), which React draws in
 * one task that nothing can interrupt: a first screen of live events blocked the page for 80 ms
 * at 4× CPU throttling. The deferred copy is drawn in slices that yield to input and paint; until
 * it is, the list keeps its placeholders (`isPending`), and the page keeps what waits for the
 * list's height (the upcoming list under the live one) waiting too.
 */
export function useShownEvents(events: ReturnType<typeof useEvents>): ShownEvents {
  // A marker rather than `undefined`: React ignores an undefined initial value and would draw a
  // list that mounts with its answer (the upcoming one, under the live one) in the urgent render.
  const deferred = useDeferredValue(events.data ?? NOT_YET, NOT_YET);
  // A list gone (another sport's query still loading) goes at once: no stale cards beside the placeholders.
  const data = events.data === undefined || deferred === NOT_YET ? undefined : deferred;
  return { data, isPending: events.isPending || (events.data !== undefined && data === undefined), isError: events.isError };
}
