type FrameView = Pick<Window, 'self' | 'top'>;

/**
 * True when the site runs inside another page's frame. Reading `top` of a cross-origin
 * parent throws in some browsers; being unable to read it means we are framed.
 */
export function isInFrame(view: FrameView | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  if (!view) return false;
  try {
    return view.self !== view.top;
  } catch {
    return true;
  }
}
