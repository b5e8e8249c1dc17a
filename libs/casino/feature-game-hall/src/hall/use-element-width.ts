import { type RefObject, useLayoutEffect, useState } from 'react';

/** The rendered width of an element, following resizes; the window's width until it is laid out. */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1024 : window.innerWidth));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => {
      const measured = element.getBoundingClientRect().width;
      // Without layout (tests, a hidden tab) the width is 0; the window's is the better guess.
      setWidth(measured > 0 ? measured : window.innerWidth);
    };
    read();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', read);
      return () => window.removeEventListener('resize', read);
    }
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
