import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ContentRepositories } from '../../content';
import { defineApiCall } from '../../http/define-api-call';
import { inputObject, maxLengthMessage, messageKeys, queryCommon } from './schemas';

const MAX_PARAMS_LENGTH = 4096;

/** `event_params` is a JSON object or array in a query string; anything else is refused, not stored. */
const eventParamsSchema = v.optional(
  v.pipe(
    v.string(messageKeys.type),
    v.maxLength(MAX_PARAMS_LENGTH, maxLengthMessage(MAX_PARAMS_LENGTH)),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        const parsed: unknown = JSON.parse(dataset.value);
        // jsonb refuses the NUL escape, so it is refused here instead of failing the insert.
        if (typeof parsed === 'object' && parsed !== null && !JSON.stringify(parsed).includes('\\u0000')) return parsed;
      } catch {
        // Reported as an issue below.
      }
      addIssue({ message: messageKeys.type });
      return NEVER;
    }),
  ),
  '{}',
);

export function registerEventCalls(app: FastifyInstance, content: ContentRepositories): void {
  defineApiCall(app, {
    area: 'events',
    method: 'handle',
    verb: 'GET',
    summary: 'Records a client event (name and JSON parameters) for analytics',
    rateLimit: { max: 120, timeWindow: '1 minute' },
    input: inputObject({
      ...queryCommon,
      event_name: v.pipe(
        v.string(messageKeys.type),
        v.nonEmpty(messageKeys.required),
        v.maxLength(64, maxLengthMessage(64)),
        v.regex(/^[A-Za-z0-9_.:-]+$/, messageKeys.regex),
      ),
      event_params: eventParamsSchema,
    }),
    handler: async ({ input, accountId }) => {
      await content.tracking.addEvent(accountId, input.event_name, input.event_params);
      return 1;
    },
  });
}
