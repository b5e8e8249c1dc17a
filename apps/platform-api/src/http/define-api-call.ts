import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { AnySchema, ApiCall, CallInput, CallResult, FeatureFlag } from '@nfx/api-contract';
import { ApiError, type InvalidParameters } from '@nfx/errors';
import { ok } from './envelope';
import { type RequestLocale, resolveRequestLocale } from './request-locale';

export interface ApiCallContext<TInput> {
  input: TInput;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in account, or null; guaranteed non-null when the call's `auth` is `required`. */
  accountId: number | null;
  /** The request's locale (the `locale` query every call carries) checked against the site's locales, with the list. */
  locale(): Promise<RequestLocale>;
}

/** What a signed-in-only call's handler receives: the account is known. */
export interface AuthenticatedCallContext<TInput> extends ApiCallContext<TInput> {
  accountId: number;
}

type ContextFor<TCall extends ApiCall> = TCall['auth'] extends 'required'
  ? AuthenticatedCallContext<CallInput<TCall>>
  : ApiCallContext<CallInput<TCall>>;

export interface ApiCallImplementation<TCall extends ApiCall> {
  /** Per-route rate limit (requests per window), on top of the handler's own throttles. */
  rateLimit?: { max: number; timeWindow: string | number };
  /**
   * A call that takes file uploads: at most `maxFiles` files of at most `maxFileBytes` each, in
   * place of the app's multipart limits. A larger file is not refused while it is read: it
   * reaches the input schema cut to `maxFileBytes + 1` bytes, so the schema's size check names
   * the field (a clear InvalidParameter) instead of the whole request failing.
   */
  upload?: { maxFileBytes: number; maxFiles: number };
  /**
   * The CMS feature flag (spec §3) the call belongs to: while it is off the call does not exist
   * for anyone, MethodNotFound (404), before authentication or input are looked at.
   */
  feature?: FeatureFlag;
  handler(context: ContextFor<TCall>): Promise<CallResult<TCall>> | CallResult<TCall>;
}

/** Turns valibot issues into `invalid_parameters`: the first key of each issue's path names the field. */
export function issuesToInvalidParameters(issues: readonly v.BaseIssue<unknown>[]): InvalidParameters {
  const invalid: InvalidParameters = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' || typeof key === 'number' ? String(key) : '_';
    (invalid[field] ??= []).push(issue.message);
  }
  return invalid;
}

export function parseInput<TSchema extends AnySchema>(schema: TSchema, data: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, data ?? {});
  if (!result.success) {
    throw new ApiError('InvalidParameter', 'Invalid parameters', { invalidParameters: issuesToInvalidParameters(result.issues) });
  }
  return result.output;
}

/**
 * The payload as the contract lists it: fields the response schema does not name are dropped, so
 * a repository row never leaks a column. A payload that does not fit its schema is a server bug:
 * logged with the issues and answered as an internal error rather than sent half-right.
 */
export function serializePayload(call: ApiCall, payload: unknown, request: FastifyRequest): unknown {
  const result = v.safeParse(call.response, payload);
  if (result.success) return result.output;
  request.log.error({ call: `${call.area}.${call.method}`, issues: v.flatten(result.issues) }, 'payload does not match the contract');
  throw new ApiError('InternalServerError', 'Internal server error');
}

function documentedSchema(schema: AnySchema | undefined): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  // Transforms and custom checks have no JSON-schema form; the doc shows the rest of the shape.
  return toJsonSchema(schema, { errorMode: 'ignore' }) as Record<string, unknown>;
}

function documentedResponses(call: ApiCall): Record<string, unknown> {
  const payload = documentedSchema(call.response) ?? {};
  return {
    200: {
      description: 'The call succeeded',
      type: 'object',
      required: ['status', 'payload'],
      properties: { status: { const: 'ok' }, payload },
    },
    '4xx': { description: 'A catalogue error (spec §8)', $ref: 'ErrorEnvelope#' },
  };
}

const idempotencyHeaderSchema = {
  type: 'object',
  required: ['idempotency-key'],
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      description:
        'A fresh key per attempt, reused for its retries: a retry returns the first answer and moves nothing. Malformed or missing keys are refused.',
    },
  },
};

/**
 * The context's `locale()`, made by a factory so the function stays anonymous. Handlers destructure
 * it, so it cannot be a method; an arrow written in the context's literal takes the name `locale`,
 * which tsx (the benches and tests) keeps by redefining the name on every call, and a bound
 * function costs a runtime call per request.
 */
function localeOf(request: FastifyRequest): () => Promise<RequestLocale> {
  return () => resolveRequestLocale(request);
}

const passThroughValidator = () => (data: unknown) => ({ value: data });
const jsonSerializer = () => (data: unknown) => JSON.stringify(data);

/**
 * Registers one call of the contract at `/api/{area}/{method}`. Validation is valibot's (the
 * same schemas the site's forms use) and the answer is serialized through the response schema;
 * the JSON schemas derived from both only document the route in OpenAPI, so Fastify's own
 * validator and serializer are switched off for these routes.
 */
export function defineApiCall<TCall extends ApiCall>(
  app: FastifyInstance,
  call: TCall,
  implementation: ApiCallImplementation<TCall>,
): void {
  const inputSchema = documentedSchema(call.input);
  app.route({
    method: call.verb,
    url: `/api/${call.area}/${call.method}`,
    schema: {
      summary: call.summary,
      tags: [call.area],
      // Keys are set only when present: Fastify warns about a schema key whose value is undefined.
      ...(inputSchema && call.verb === 'GET' ? { querystring: inputSchema } : {}),
      ...(inputSchema && call.verb === 'POST' ? { body: inputSchema } : {}),
      ...(call.verb === 'POST' ? { consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'] } : {}),
      ...(call.idempotencyKey ? { headers: idempotencyHeaderSchema } : {}),
      ...(call.auth === 'required' ? { security: [{ session: [] }] } : {}),
      response: documentedResponses(call),
    },
    config: {
      ...(implementation.rateLimit ? { rateLimit: implementation.rateLimit } : {}),
      ...(implementation.upload
        ? {
            multipartOptions: {
              limits: { fileSize: implementation.upload.maxFileBytes + 1, files: implementation.upload.maxFiles },
              throwFileSizeLimit: false,
            },
          }
        : {}),
    },
    validatorCompiler: passThroughValidator,
    serializerCompiler: jsonSerializer,
    handler: async (request, reply) => {
      if (implementation.feature && !(await app.content.isFeatureOn(implementation.feature))) {
        throw new ApiError('MethodNotFound', 'This feature is switched off', { code: 'feature_disabled' });
      }
      const accountId = request.accountId ?? null;
      if (call.auth === 'required' && !accountId) throw new ApiError('Authorization', 'Authorization required');
      const raw = call.verb === 'GET' ? request.query : request.body;
      const input = call.input ? parseInput(call.input, raw) : undefined;
      const context = { input, request, reply, accountId, locale: localeOf(request) } as unknown as ContextFor<TCall>;
      const payload = await implementation.handler(context);
      return ok(serializePayload(call, payload, request));
    },
  });
}
