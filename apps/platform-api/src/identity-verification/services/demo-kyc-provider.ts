import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { randomToken } from '../../security/tokens';
import type { KycProvider } from './kyc-provider';

/** The demo provider's name on its applicants. It has no dashboard: staff review its photos in the back office. */
export const DEMO_PROVIDER = 'demo';

/**
 * The demo provider: applicants and tokens are made here, the photos come to the site's own
 * `sumsub.uploadDocument` and stay under DATA_DIR, and the reviewers are the back office's compliance staff.
 * Like every demo helper it serves only in demo mode and only browsers allowed to see demo pages.
 */
export function createDemoKycProvider(app: FastifyInstance): KycProvider {
  return {
    name: DEMO_PROVIDER,
    documentUpload: 'api',
    available: (request) => app.demoAllowed(request),
    async createApplicant() {
      return { applicantId: `demo-${randomBytes(12).toString('hex')}` };
    },
    async createAccessToken({ ttlSeconds }) {
      return { token: randomToken(24), expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
    },
  };
}
