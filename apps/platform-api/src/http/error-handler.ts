import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type InvalidParameters } from '@nfx/errors';
import type { ErrorEnvelope } from './envelope';

/**
 * The one place where anything thrown becomes the catalogue shape. Domain errors keep their
 * type; Fastify's own client errors (bad JSON, body too large, bad content type) and anything
 * that failed while the body was being parsed (busboy's "Unexpected end of form", a missing
 * boundary) become InvalidRequest; anything else is an InternalServerError whose details stay
 * in the log.
 */
export function toApiError(error: unknown, duringInputParsing = false): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as Partial<FastifyError> & {
    validation?: Array<{ instancePath?: string; params?: Record<string, unknown>; message?: string }>;
  };
  if (fastifyError.validation) {
    const invalid: InvalidParameters = {};
    for (const issue of fastifyError.validation) {
      const field =
        (issue.params?.['missingProperty'] as string | undefined) ?? (issue.instancePath ?? '').replace(/^\//, '').split('/')[0] ?? '';
      const key = field || '_';
      (invalid[key] ??= []).push(issue.message ?? 'invalid');
    }
    return new ApiError('InvalidParameter', 'Invalid parameters', { invalidParameters: invalid });
  }
  const status = fastifyError.statusCode;
  if (status === 429) return new ApiError('TooManyRequests', 'Too many requests');
  if (duringInputParsing && (status === undefined || status >= 500))
    return new ApiError('InvalidRequest', 'The request body could not be read');
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new ApiError('InvalidRequest', status === 413 ? 'Request body is too large' : 'Invalid request');
  }
  return new ApiError('InternalServerError', 'Internal server error');
}

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  const envelope: ErrorEnvelope = { status: 'error', error: error.toBody() };
  return reply.status(error.httpStatus).type('application/json; charset=utf-8').send(envelope);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(error, request.parsingInput);
    if (apiError.httpStatus >= 500 && !(error instanceof ApiError)) {
      request.log.error({ err: error }, 'unhandled error');
    }
    return sendApiError(reply, apiError);
  });
}
