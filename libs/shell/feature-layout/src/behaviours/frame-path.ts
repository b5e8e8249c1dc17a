/** The message a page in a same-origin frame sends its parent on every route (spec §2). */
export const FRAME_PATH_MESSAGE = 'nfx:path';

/** The parent window when this page is framed by the same origin, else null. */
export function sameOriginParent(win: Window = window): Window | null {
  if (win.parent === win) return null;
  try {
    // Reading a cross-origin parent's location throws: exactly the case to stay silent in.
    return win.parent.location.origin === win.location.origin ? win.parent : null;
  } catch {
    return null;
  }
}

export function postPathToParent(path: string, win: Window = window): boolean {
  const parent = sameOriginParent(win);
  if (!parent) return false;
  parent.postMessage({ type: FRAME_PATH_MESSAGE, path }, win.location.origin);
  return true;
}
