/**
 * What the shell draws in place of a route's content (libs/shell/feature-core remotes and the lazy
 * pages): its loader while a remote or page loads, the "section unavailable" panel when one failed.
 * The shell knows from them, and only from them, whether the page's own content is on screen: the
 * route's remote is mounted by a Suspense boundary in a tree the page-wide hooks are not part of.
 */
const LOADING = '[data-loading], [data-page-loading]';
const UNAVAILABLE = '[data-remote-unavailable]';

export type PageContentState = 'loading' | 'unavailable' | 'shown';

/** The route's own content: the layout's main area, or the whole page for one drawn without the layout. */
function contentRoot(doc: Document): Element {
  return doc.getElementById('main') ?? doc.body;
}

export function pageContentState(doc: Document = document): PageContentState {
  const root = contentRoot(doc);
  if (root.querySelector(LOADING)) return 'loading';
  return root.querySelector(UNAVAILABLE) ? 'unavailable' : 'shown';
}

export interface PageContentWait {
  /** The states that end the wait: a popup wants the content shown, other work only settled. */
  accept: (state: PageContentState) => boolean;
  /**
   * How long the content must then go without elements added or removed. A remote mounts with its
   * placeholders and draws its content once its own calls answer (the casino rows on `/`): an idle
   * moment right after the mount comes before that second render.
   */
  quietMs: number;
  /** Longest wait for that quiet once accepted: a live page (the betting board) never stops changing. */
  quietCapMs: number;
  /** Longest wait for an accepted state at all; without it, none ever starts the callback. */
  timeoutMs?: number;
}

/**
 * Calls `callback` once the page's own content is in a state `wait` accepts and has then stopped
 * changing. Returns a cancel function.
 */
export function whenPageContentSettles(callback: () => void, wait: PageContentWait, doc: Document = document): () => void {
  let accepted = false;
  let timeout: ReturnType<typeof setTimeout> | undefined;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let capTimer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver((records) => {
    const root = contentRoot(doc);
    if (records.some((record) => root.contains(record.target))) check();
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(quietTimer);
    clearTimeout(capTimer);
    clearTimeout(timeout);
  };
  const finish = () => {
    stop();
    callback();
  };
  function check() {
    // A state it left again (a retry, another route) waits anew: the loader is back on screen.
    if (!wait.accept(pageContentState(doc))) {
      accepted = false;
      clearTimeout(quietTimer);
      clearTimeout(capTimer);
      return;
    }
    if (!accepted) capTimer = setTimeout(finish, wait.quietCapMs);
    accepted = true;
    clearTimeout(quietTimer);
    quietTimer = setTimeout(finish, wait.quietMs);
  }
  if (wait.timeoutMs !== undefined) timeout = setTimeout(finish, wait.timeoutMs);
  observer.observe(doc.body, { childList: true, subtree: true });
  check();
  return stop;
}
