import type { FastifyInstance } from 'fastify';
import type { ApiPayload, ApiQueryName } from '@nfx/api-contract';

export type ApiPayloadReader = <TName extends ApiQueryName>(
  name: TName,
  params: Record<string, string>,
  /** The page request's host, for calls that answer per domain (metadata.get's SEO settings). */
  host?: string,
) => Promise<ApiPayload<TName> | null>;

/**
 * An API call's payload, read through the public route so the server's HTML always agrees with
 * what the client gets; null when the call refuses or answers something unreadable. The call
 * serialized it through its contract schema, so it has the contract's payload type.
 */
export function createApiPayloadReader(app: FastifyInstance): ApiPayloadReader {
  return async <TName extends ApiQueryName>(
    name: TName,
    params: Record<string, string>,
    host?: string,
  ): Promise<ApiPayload<TName> | null> => {
    const [area, method] = name.split('.') as [string, string];
    const query = new URLSearchParams({ ...params, version: app.config.version });
    const response = await app.inject({
      method: 'GET',
      url: `/api/${area}/${method}?${query}`,
      headers: host ? { ...app.maintenance.internalHeaders, host } : app.maintenance.internalHeaders,
    });
    try {
      const body = response.json() as { status?: string; payload?: ApiPayload<TName> };
      return body.status === 'ok' && body.payload !== undefined ? body.payload : null;
    } catch {
      return null;
    }
  };
}
