import type { FastifyInstance } from 'fastify';

export type ApiPayloadReader = <T>(area: string, method: string, params: Record<string, string>) => Promise<T | null>;

/**
 * An API call's payload, read through the public route so the server's HTML always agrees with
 * what the client gets; null when the call refuses or answers something unreadable.
 */
export function createApiPayloadReader(app: FastifyInstance): ApiPayloadReader {
  return async <T>(area: string, method: string, params: Record<string, string>): Promise<T | null> => {
    const query = new URLSearchParams({ ...params, version: app.config.version });
    const response = await app.inject({ method: 'GET', url: `/api/${area}/${method}?${query}` });
    try {
      const body = response.json() as { status?: string; payload?: T };
      return body.status === 'ok' && body.payload !== undefined ? body.payload : null;
    } catch {
      return null;
    }
  };
}
