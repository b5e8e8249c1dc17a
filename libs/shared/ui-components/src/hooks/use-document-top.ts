import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Distance from the top of the document, independent of the current scroll position. */
function documentTop(element: HTMLElement): number {
  let top = 0;
  for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement | null) top += node.offsetTop;
  return Math.round(top);
}

/**
 * An element's distance from the page top, for a window virtualizer's scroll margin. It moves
 * when content above the element changes height (tabs load, an alert shows, a list above grows):
 * it is read again after each commit of the caller and whenever the page's size changes.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  const read = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const next = documentTop(element);
    setTop((current) => (current === next ? current : next));
  }, [ref]);
  // After every commit on purpose: it only sets a changed value.
  useLayoutEffect(() => read());
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [read]);
  return top;
}
