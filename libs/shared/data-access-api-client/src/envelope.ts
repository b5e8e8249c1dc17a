import { ApiError, type ApiErrorBody } from '@nfx/errors';

type Envelope = { status: 'ok'; payload: unknown } | { status: 'error'; error?: Partial<ApiErrorBody> };

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const status = (value as { status?: unknown }).status;
  return status === 'ok' || status === 'error';
}

/** The parsed body of one answer: the payload, or the error to reject with. */
export type ParsedResponse = { ok: true; payload: unknown } | { ok: false; error: ApiError };

/**
 * Reads `{status:"ok", payload}` / `{status:"error", error}`. Anything else (an HTML error
 * page from a proxy, an empty body) is an UnknownError carrying the real HTTP status, so a
 * 403 from the edge still reaches the forbidden page.
 */
export async function parseResponse(response: Response): Promise<ParsedResponse> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return {
      ok: false,
      error: new ApiError('UnknownError', `Unexpected non-JSON response (HTTP ${response.status})`, { httpStatus: response.status }),
    };
  }
  if (!isEnvelope(body)) {
    if (!response.ok) return { ok: false, error: ApiError.fromBody(undefined, response.status) };
    return { ok: false, error: new ApiError('UnknownError', 'Unexpected response shape', { httpStatus: response.status }) };
  }
  if (body.status === 'error') return { ok: false, error: ApiError.fromBody(body.error, response.status) };
  if (!response.ok) return { ok: false, error: ApiError.fromBody(undefined, response.status) };
  return { ok: true, payload: body.payload };
}
