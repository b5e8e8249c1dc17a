/** A tag manager's queue, when the page has one. */
type DataLayerWindow = { dataLayer?: Array<Record<string, unknown>> };

/**
 * The signed-in state changed. Sign-in and registration are reported by the auth remote itself
 * (it knows the method); sign-out can happen anywhere in the layout, so the shell reports it.
 */
export function reportSignedOut(view: DataLayerWindow = window as unknown as DataLayerWindow): void {
  if (Array.isArray(view.dataLayer)) view.dataLayer.push({ event: 'nfx.anonymise', user_id: undefined });
}

/** The messenger mini-app hands the page its signed launch data by script or by URL hash. */
export function isInsideMessenger(view: Window = window): boolean {
  const script = (view as unknown as { Telegram?: { WebApp?: { initData?: string } } }).Telegram?.WebApp?.initData;
  return Boolean(script) || new URLSearchParams(view.location.hash.replace(/^#/, '')).has('tgWebAppData');
}
