import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import { ApiError, type InvalidParameters } from '@nfx/errors';
import { ok } from './envelope';

type AnySchema = v.GenericSchema;

export interface ApiCallContext<TInput> {
  input: TInput;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in account, or null; guaranteed non-null when `auth: 'required'`. */
  accountId: number | null;
}

export interface ApiCallDefinition<TSchema extends AnySchema, TResult> {
  area: string;
  method: string;
  verb: 'GET' | 'POST';
  summary: string;
  /** Validates the query (GET) or the form body (POST). Shared with the client's validation lib. */
  input?: TSchema;
  /** `required` answers AuthorizationException to anonymous callers before the handler runs. */
  auth?: 'required' | 'optional';
  /**
   * The call moves money and honours an `Idempotency-Key` header (see `http/idempotency.ts`);
   * documented in /api/docs. The handler reads and enforces it where money moves.
   */
  idempotencyKey?: boolean;
  /** Per-route rate limit (requests per window), on top of the handler's own throttles. */
  rateLimit?: { max: number; timeWindow: string | number };
  handler(context: ApiCallContext<v.InferOutput<TSchema>>): Promise<TResult> | TResult;
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

function documentedSchema(schema: AnySchema | undefined): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  // Transforms and custom checks have no JSON-schema form; the doc shows the rest of the shape.
  return toJsonSchema(schema, { errorMode: 'ignore' }) as Record<string, unknown>;
}

const idempotencyHeaderSchema = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      description:
        'Required when the call moves money: a fresh key per attempt, reused for its retries; a retry returns the first answer and moves nothing.',
    },
  },
};

const passThroughValidator = () => (data: unknown) => ({ value: data });
const jsonSerializer = () => (data: unknown) => JSON.stringify(data);

/**
 * Registers `/api/{area}/{method}`. Validation is done by valibot (the same schemas the
 * client's forms use); the JSON schema derived from it only documents the route in OpenAPI,
 * so Fastify's own validator is switched off for these routes.
 */
export function defineApiCall<TSchema extends AnySchema, TResult>(
  app: FastifyInstance,
  definition: ApiCallDefinition<TSchema, TResult>,
): void {
  const inputSchema = documentedSchema(definition.input);
  app.route({
    method: definition.verb,
    url: `/api/${definition.area}/${definition.method}`,
    schema: {
      summary: definition.summary,
      tags: [definition.area],
      // Keys are set only when present: Fastify warns about a schema key whose value is undefined.
      ...(inputSchema && definition.verb === 'GET' ? { querystring: inputSchema } : {}),
      ...(inputSchema && definition.verb === 'POST' ? { body: inputSchema } : {}),
      ...(definition.verb === 'POST' ? { consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'] } : {}),
      ...(definition.idempotencyKey ? { headers: idempotencyHeaderSchema } : {}),
    },
    config: definition.rateLimit ? { rateLimit: definition.rateLimit } : {},
    validatorCompiler: passThroughValidator,
    serializerCompiler: jsonSerializer,
    handler: async (request, reply) => {
      const accountId = request.accountId ?? null;
      if (definition.auth === 'required' && !accountId) {
        throw new ApiError('Authorization', 'Authorization required');
      }
      const raw = definition.verb === 'GET' ? request.query : request.body;
      const input = definition.input ? parseInput(definition.input, raw) : (undefined as v.InferOutput<TSchema>);
      const payload = await definition.handler({ input, request, reply, accountId });
      return ok(payload);
    },
  });
}
