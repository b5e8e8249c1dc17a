import { renderHook, waitFor } from '@testing-library/react';
import type { SportEvent } from '@nfx/api-contract';
import type { useEvents } from '../api/events';
import { type ShownEvents, useShownEvents } from './use-shown-events';

type Query = ReturnType<typeof useEvents>;
const EVENTS = [{ id: 1 }, { id: 2 }] as unknown as SportEvent[];
const answered = { data: EVENTS, isPending: false, isError: false } as unknown as Query;
const loading = { data: undefined, isPending: true, isError: false } as unknown as Query;

/** Every value the hook returned, render by render. */
function track(initial: Query) {
  const seen: ShownEvents[] = [];
  const hook = renderHook(
    ({ query }) => {
      const shown = useShownEvents(query);
      seen.push(shown);
      return shown;
    },
    { initialProps: { query: initial } },
  );
  return { ...hook, seen };
}

describe('useShownEvents', () => {
  it('keeps a list pending until its cards are drawn in a deferred render, then shows the answer', async () => {
    const { result, seen } = track(answered);
    expect(seen[0]).toEqual({ data: undefined, isPending: true, isError: false });
    await waitFor(() => expect(result.current).toEqual({ data: EVENTS, isPending: false, isError: false }));
  });

  it('drops a list at once when the page asks for another that is still loading', async () => {
    const { result, rerender, seen } = track(answered);
    await waitFor(() => expect(result.current.data).toBe(EVENTS));
    const before = seen.length;
    rerender({ query: loading });
    expect(seen.slice(before).every((shown) => shown.data === undefined && shown.isPending)).toBe(true);
  });

  it('says an error at once', () => {
    const failed = { data: undefined, isPending: false, isError: true } as unknown as Query;
    expect(track(failed).seen[0]).toEqual({ data: undefined, isPending: false, isError: true });
  });
});
