import type { FastifyInstance } from 'fastify';
import type { IdentityVerificationArea } from '../identity-verification-context';
import { SUMSUB_PROVIDER } from '../services/sumsub-kyc-provider';
import { handleSumsubWebhook } from '../services/sumsub-webhook';

export const SUMSUB_WEBHOOK_PATH = '/api/identity-verification/webhooks/sumsub';

/**
 * `POST /api/identity-verification/webhooks/sumsub`: Sumsub's review webhook (the URL set in its
 * dashboard), registered only when Sumsub is the provider. The raw body is kept for the digest
 * check (a parsed and re-serialised body would not match), as the cashier's payment webhook does.
 */
export function registerSumsubWebhook(app: FastifyInstance, area: IdentityVerificationArea): void {
  const settings = app.config.providers.sumsub;
  if (!settings || area.provider?.name !== SUMSUB_PROVIDER) return;
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(SUMSUB_WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await handleSumsubWebhook(app, area, settings.webhookSecret, body, request.headers);
      if (answer.status !== 200)
        request.log.warn({ provider: SUMSUB_PROVIDER, status: answer.status, answer: answer.body }, 'sumsub webhook refused');
      return reply.status(answer.status).send(answer.body);
    });
  });
}
