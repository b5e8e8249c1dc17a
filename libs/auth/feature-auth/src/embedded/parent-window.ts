/** What an embedded form (/forms/sign_in, /forms/sign_up) asks of the page around it (§2). */
export type ParentMessage =
  | { type: 'nfx:forms'; action: 'redirect'; url: string }
  | { type: 'nfx:forms'; action: 'refreshUser' }
  | { type: 'nfx:forms'; action: 'openRegistration' };

/** The embedding page's origin, from the browser's ancestor list or else the referrer. */
export function parentOrigin(view: Window = window): string | null {
  const ancestors = (view.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0 && ancestors[0] !== 'null') return ancestors[0]!;
  try {
    return view.document.referrer ? new URL(view.document.referrer).origin : null;
  } catch {
    return null;
  }
}

export function isEmbedded(view: Window = window): boolean {
  try {
    return view.parent !== view;
  } catch {
    return true;
  }
}

/**
 * Posts to the parent with its exact origin as the target — never `*`, so the message cannot
 * be read by a page that navigated the frame's parent elsewhere. False when there is no parent.
 */
export function postToParent(message: ParentMessage, view: Window = window): boolean {
  if (!isEmbedded(view)) return false;
  const origin = parentOrigin(view);
  if (!origin) return false;
  view.parent.postMessage(message, origin);
  return true;
}
