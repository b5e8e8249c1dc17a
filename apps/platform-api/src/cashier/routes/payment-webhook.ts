import type { FastifyInstance } from 'fastify';
import type { CashierArea } from '../cashier-context';
import { WebhookRejectedError } from '../providers/payment-provider';

export const WEBHOOK_PATH = '/payments/webhooks/:provider';

/**
 * `POST /payments/webhooks/{provider}`: a provider's callback. The raw body is kept for the
 * signature check (a parsed and re-serialised body would not match). Forged, malformed or stale
 * callbacks are refused with 400 and change nothing; accepted ones answer 200 with what they did,
 * a replay included, so the provider stops retrying; so do genuine ones about nothing the cashier
 * tracks (`ignored`).
 */
export function registerPaymentWebhook(app: FastifyInstance, { providers, paymentEvents }: CashierArea): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const { provider: name } = request.params as { provider: string };
      const provider = providers.get(name);
      if (!provider || typeof request.body !== 'string') return reply.status(404).send({ error: 'not_found' });
      try {
        const event = await provider.parseWebhook(request.headers, request.body);
        if (!event) return reply.status(200).send({ received: true, outcome: 'ignored' });
        const outcome = await paymentEvents.apply(provider.name, event);
        if (outcome !== 'applied')
          request.log.warn({ provider: name, event: event.id, type: event.type, outcome }, 'payment webhook changed nothing');
        return reply.status(200).send({ received: true, outcome });
      } catch (error) {
        if (!(error instanceof WebhookRejectedError)) throw error;
        request.log.warn({ provider: name, reason: error.reason }, 'payment webhook rejected');
        return reply.status(400).send({ error: error.reason });
      }
    });
  });
}
