import type { ApiErrorBody } from '@nfx/errors';

/** Every `/api/{area}/{method}` answer has one of these two shapes. */
export interface OkEnvelope<T> {
  status: 'ok';
  payload: T;
}
export interface ErrorEnvelope {
  status: 'error';
  error: ApiErrorBody;
}

export function ok<T>(payload: T): OkEnvelope<T> {
  return { status: 'ok', payload };
}

/** JSON schema of the error envelope, shared by every route's documented responses. */
export const errorEnvelopeSchema = {
  $id: 'ErrorEnvelope',
  type: 'object',
  required: ['status', 'error'],
  properties: {
    status: { const: 'error' },
    error: {
      type: 'object',
      required: ['type', 'message'],
      properties: {
        type: { type: 'string', description: 'One of the catalogue types with the Exception suffix' },
        message: { type: 'string' },
        code: { anyOf: [{ type: 'string' }, { type: 'number' }] },
        invalid_parameters: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        error_data: {},
        resend_time: { type: 'number' },
      },
    },
  },
} as const;
