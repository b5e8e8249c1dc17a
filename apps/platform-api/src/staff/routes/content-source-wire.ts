import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '@nfx/errors';
import { decodeMessage } from '@nfx/validation';
import { issuesToInvalidParameters } from '../../http/define-api-call';
import { toApiError } from '../../http/error-handler';
import { permissionsOf } from '../permissions';

/**
 * The content source's answers in the shape a Strapi-style CMS gives (users-permissions plugin):
 * a user object, `{ ok: true }`, or `{ data: null, error: { status, name, message, details } }`.
 */

export const JSON_TYPE = 'application/json; charset=utf-8';

const ERROR_NAMES: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  413: 'PayloadTooLargeError',
  429: 'RateLimitError',
};

/** English texts of the validation keys these endpoints' schemas can give (API messages, like Strapi's own). */
const RULE_TEXTS: Record<string, (params: Record<string, string>) => string> = {
  'validation.required': () => 'is required',
  'validation.type': () => 'must be a single text value',
  'validation.email': () => 'must be an email address',
  'validation.minLength': (p) => `must be at least ${p['min']} characters`,
  'validation.maxLength': (p) => `must be at most ${p['max']} characters`,
  'validation.regex': () => 'has an invalid format',
  'validation.twoFactorCode': () => 'must be the 6-digit code of your authenticator app',
  'validation.passwordSymbols': (p) => `must not contain ${p['symbols'] ? `“${p['symbols']}”` : 'these characters'}`,
  'validation.sameAs': () => 'does not match the password',
  'validation.invalidToken': () => 'is invalid or has expired',
  'validation.wrongField': () => 'is wrong',
};

function ruleText(message: string): string {
  const { key, params } = decodeMessage(message);
  return RULE_TEXTS[key]?.(params) ?? 'is invalid';
}

export interface StrapiError {
  data: null;
  error: { status: number; name: string; message: string; details: Record<string, unknown> };
}

export function strapiError(status: number, message: string, details: Record<string, unknown> = {}): StrapiError {
  return { data: null, error: { status, name: ERROR_NAMES[status] ?? 'ApplicationError', message, details } };
}

export function sendStrapiError(reply: FastifyReply, status: number, message: string, details?: Record<string, unknown>) {
  return reply
    .code(status)
    .type(JSON_TYPE)
    .send(strapiError(status, message, details));
}

/** Parses with a valibot schema; bad input is a 400 naming each field and what is wrong with it. */
export function parseStrapiInput<TSchema extends v.GenericSchema>(schema: TSchema, data: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, data ?? {});
  if (result.success) return result.output;
  // A field left out is "required", whatever the type check of its rule says about `undefined`.
  const issues = result.issues.map((issue) =>
    issue.input === undefined && issue.path?.length === 1 ? { ...issue, message: 'validation.required' } : issue,
  );
  throw new ApiError('InvalidParameter', 'Invalid parameters', { invalidParameters: issuesToInvalidParameters(issues) });
}

/**
 * The route error handler of every content-source endpoint: whatever was thrown (a parser's
 * complaint, a rate limit, a domain refusal) answers in Strapi's error shape, never a 5xx for
 * bad input; an internal error keeps its details in the log. Input values are never logged.
 */
export function contentSourceErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const apiError = toApiError(error, request.parsingInput);
  if (apiError.httpStatus >= 500) {
    if (!(error instanceof ApiError)) request.log.error({ err: error }, 'content source: unhandled error');
    return sendStrapiError(reply, 500, 'Internal Server Error');
  }
  const body = apiError.toBody();
  // The staff sign-in's one refusal: Strapi answers wrong credentials with 400, not 401.
  if (body.code === 'wrong_credentials') return sendStrapiError(reply, 400, 'Invalid identifier, password or code');
  if (body.type === 'TooManyRequestsException') return sendStrapiError(reply, 429, 'Too many requests, please try again later.');
  const invalid = body.invalid_parameters ?? {};
  const fields = Object.keys(invalid);
  if (fields.length > 0 && body.message === 'Invalid parameters') {
    const errors = fields.map((field) => ({
      path: [field],
      message: `${field} ${ruleText(invalid[field]![0]!)}`,
      name: 'ValidationError',
    }));
    const message =
      errors.length === 1 ? errors[0]!.message : `${errors.length} errors occurred: ${errors.map((e) => e.message).join('; ')}`;
    return sendStrapiError(reply, 400, message, { errors });
  }
  const status = apiError.httpStatus;
  return sendStrapiError(reply, status, body.message, body.code === undefined ? {} : { code: body.code });
}

/** A staff member as the content source's user: Strapi's user fields over the staff account. */
export function contentSourceUser(staff: { id: number; email: string; role: string; enrolled: boolean; disabled: boolean }) {
  return {
    id: staff.id,
    username: staff.email,
    email: staff.email,
    provider: 'local',
    confirmed: staff.enrolled,
    blocked: staff.disabled,
    role: staff.role,
    permissions: [...permissionsOf(staff.role)],
  };
}
