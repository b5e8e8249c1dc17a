/** Spec §9: the fraud-check hit goes 3 s after start. */
export const FRAUD_HIT_DELAY_MS = 3000;
const FRAUD_SESSION_KEY = 'nfx_fraud_session';

/** `/hit?referer=…&track_id=…&seon_session=…` — empty values are left out. */
export function hitUrl(params: { referer?: string; trackId?: string | null; seonSession?: string | null }): string {
  const query = new URLSearchParams();
  if (params.referer) query.set('referer', params.referer);
  if (params.trackId) query.set('track_id', params.trackId);
  if (params.seonSession) query.set('seon_session', params.seonSession);
  const text = query.toString();
  return text ? `/hit?${text}` : '/hit';
}

/** An image request, like the pixel the route answers with: no CORS, no script, never blocks. */
export function sendHit(url: string): void {
  const image = new Image();
  image.src = url;
}

/** One id per browser tab, so the fraud service can tie this visit's requests together. */
export function fraudSessionId(storage: Storage = sessionStorage): string {
  const existing = storage.getItem(FRAUD_SESSION_KEY);
  if (existing) return existing;
  const created =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  storage.setItem(FRAUD_SESSION_KEY, created);
  return created;
}

/** The load hit (spec §7), with the referrer and a `track_id` from the landing URL. */
export function sendTrackingHit(location: Pick<Location, 'search'>, referrer: string, send: (url: string) => void = sendHit): void {
  send(hitUrl({ referer: referrer, trackId: new URLSearchParams(location.search).get('track_id') }));
}

/** The fraud-check hit, 3 s after start, only where general info enables the fraud service. */
export function scheduleFraudHit(send: (url: string) => void = sendHit, sessionId: () => string = fraudSessionId): () => void {
  const timer = setTimeout(() => send(hitUrl({ seonSession: sessionId() })), FRAUD_HIT_DELAY_MS);
  return () => clearTimeout(timer);
}
