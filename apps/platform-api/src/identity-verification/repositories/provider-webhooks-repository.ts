import type { Db } from '../../db/database';

export interface WebhookClaim {
  provider: string;
  eventKey: string;
  type: string;
  providerApplicantId: string;
  correlationId: string | null;
  reviewAnswer: string | null;
  rejectType: string | null;
  rejectLabels: string | null;
}

/** The review webhooks acted on, one row per provider and body digest: a delivery claims its row before it changes anything. */
export function createProviderWebhooksRepository(db: Db) {
  return {
    /** True for the first delivery of this webhook; false when it was claimed before (a retry or a replay). */
    async claim(claim: WebhookClaim): Promise<boolean> {
      const row = await db
        .insertInto('identity_provider_webhooks')
        .values({
          provider: claim.provider,
          event_key: claim.eventKey,
          type: claim.type,
          provider_applicant_id: claim.providerApplicantId,
          correlation_id: claim.correlationId,
          review_answer: claim.reviewAnswer,
          reject_type: claim.rejectType,
          reject_labels: claim.rejectLabels,
        })
        .onConflict((conflict) => conflict.columns(['provider', 'event_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Gives a claim back when acting on the webhook failed, so the provider's retry is acted on. */
    async release(provider: string, eventKey: string): Promise<void> {
      await db.deleteFrom('identity_provider_webhooks').where('provider', '=', provider).where('event_key', '=', eventKey).execute();
    },
  };
}

export type ProviderWebhooksRepository = ReturnType<typeof createProviderWebhooksRepository>;
