import type { ColumnType, Generated, Selectable } from 'kysely';

/** A provider's review webhook that was acted on (migration 1701): a second delivery finds its row and changes nothing. */
export interface IdentityProviderWebhooksTable {
  id: Generated<number>;
  provider: string;
  /** sha256 of the raw body: a retried or replayed delivery has the same one. */
  event_key: string;
  type: string;
  provider_applicant_id: string;
  correlation_id: string | null;
  review_answer: string | null;
  reject_type: string | null;
  /** The provider's rejection labels, comma-separated, for support. */
  reject_labels: string | null;
  received_at: ColumnType<Date, Date | undefined, never>;
}

export interface IdentityVerificationSumsubTables {
  identity_provider_webhooks: IdentityProviderWebhooksTable;
}

export type IdentityProviderWebhookRow = Selectable<IdentityProviderWebhooksTable>;
