import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { randomToken } from '../../security/tokens';
import type { KycProvider } from './kyc-provider';

/**
 * The demo provider: applicants and tokens are made here, the photos come to the site's own
 * `sumsub.uploadDocument` and stay under DATA_DIR, and the reviewer is the demo operator page.
 * Like every demo helper it serves only in demo mode and only browsers allowed to see demo pages.
 */
export function createDemoKycProvider(app: FastifyInstance): KycProvider {
  return {
    name: 'demo',
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
