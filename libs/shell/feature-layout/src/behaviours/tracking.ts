/** Spec §9: the fraud-check hit goes 3 s after start. */
export const FRAUD_HIT_DELAY_MS = 3000;

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

/** The load hit (spec §7), with the referrer and a `track_id` from the landing URL. */
export function sendTrackingHit(location: Pick<Location, 'search'>, referrer: string, send: (url: string) => void = sendHit): void {
  send(hitUrl({ referer: referrer, trackId: new URLSearchParams(location.search).get('track_id') }));
}

/**
 * The fraud-check hit, 3 s after start (spec §9), carrying the fingerprint agent's session; none
 * when the agent could not give one. Answers the function that cancels it.
 */
export function scheduleFraudHit(session: () => Promise<string | null>, send: (url: string) => void = sendHit): () => void {
  let cancelled = false;
  const timer = setTimeout(() => {
    void session().then((value) => {
      if (value && !cancelled) send(hitUrl({ seonSession: value }));
    });
  }, FRAUD_HIT_DELAY_MS);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
