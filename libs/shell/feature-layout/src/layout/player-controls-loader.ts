import { type ComponentType, useEffect, useState } from 'react';
import type { PlayerControlsProps } from './PlayerControls';

type PlayerControlsComponent = ComponentType<PlayerControlsProps>;

let loaded: PlayerControlsComponent | null = null;
let loading: Promise<PlayerControlsComponent> | null = null;

/**
 * The signed-in side of the header is its own chunk: a visitor's first load does not carry it.
 * Asked for while a visitor has the sign-in popup open (SessionArea), so it is in by the time they are
 * signed in and the header swaps sides in one render, as it did when it was part of the start-up
 * chunk (focus hand-off included); asked for at once when the session says a player is signed in.
 */
export function loadPlayerControls(): Promise<PlayerControlsComponent> {
  loading ??= import(/* webpackChunkName: "player-controls" */ './PlayerControls').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      // A later request tries again instead of repeating this failure.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether the chunk is in, so the signed-in side renders without a placeholder. */
export function isPlayerControlsLoaded(): boolean {
  return loaded !== null;
}

export type PlayerControlsState = { status: 'ready'; Component: PlayerControlsComponent } | { status: 'loading' | 'failed' };

/**
 * The player's controls once `wanted`: ready at once when already loaded. A file that cannot
 * load (the site's server down or a network drop) is asked for once more, then left out for this
 * page view, as the chat button is, instead of taking the whole layout down with it.
 */
export function usePlayerControls(wanted: boolean): PlayerControlsState {
  // Only re-renders once the chunk is in: the component itself is read from `loaded`.
  const [, setArrived] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!wanted || loaded || failed) return;
    let cancelled = false;
    loadPlayerControls()
      .catch(loadPlayerControls)
      .then(
        () => {
          if (!cancelled) setArrived(true);
        },
        (error: unknown) => {
          console.error('[shell] the account menu could not load', error);
          if (!cancelled) setFailed(true);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [wanted, failed]);

  if (loaded) return { status: 'ready', Component: loaded };
  return { status: failed ? 'failed' : 'loading' };
}
