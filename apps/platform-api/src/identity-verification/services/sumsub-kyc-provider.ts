import type { SumsubSettings } from '../../provider-settings';
import type { KycProvider } from './kyc-provider';
import { createSumsubClient, type SumsubClient } from './sumsub-client';

export const SUMSUB_PROVIDER = 'sumsub';

/**
 * Sumsub: applicants and WebSDK access tokens are made through its API (`sumsub-client.ts`), the
 * player's documents go straight to Sumsub through its WebSDK (`documentUpload: 'sdk'`, so the
 * site's upload calls refuse), and the decision comes back to the review webhook
 * (`routes/sumsub-webhook.ts`). The level is the configured one (SUMSUB_LEVEL_NAME), whatever the
 * caller names: it must match the level set up in Sumsub's dashboard.
 */
export function createSumsubKycProvider(
  settings: SumsubSettings,
  client: SumsubClient = createSumsubClient(settings),
): KycProvider & { client: SumsubClient } {
  return {
    name: SUMSUB_PROVIDER,
    documentUpload: 'sdk',
    client,
    // A real provider serves every player, in demo mode too.
    available: () => true,
    async createApplicant({ externalUserId }) {
      const applicant = await client.createApplicant({ externalUserId, levelName: settings.levelName });
      return { applicantId: applicant.id };
    },
    async createAccessToken({ externalUserId, ttlSeconds, externalActionId }) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const { token } = await client.createAccessToken({
        userId: externalUserId,
        levelName: settings.levelName,
        ttlInSecs: ttlSeconds,
        externalActionId,
      });
      return { token, expiresAt };
    },
  };
}
