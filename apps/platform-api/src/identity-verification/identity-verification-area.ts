import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ConfigError } from '../config-error';
import type { Db } from '../db/database';
import type { ApplicantRow } from '../db/tables/identity-verification';
import type {
  IdentityVerificationArea,
  IdentityVerificationDirectory,
  IdentityVerificationRepositories,
  ReviewItem,
} from './identity-verification-context';
import { createApplicantsRepository } from './repositories/applicants-repository';
import { createDocumentsRepository } from './repositories/documents-repository';
import { createProviderWebhooksRepository } from './repositories/provider-webhooks-repository';
import { registerCreateApplicant } from './routes/create-applicant';
import { registerGetAccessToken } from './routes/get-access-token';
import { registerGetStatus } from './routes/get-status';
import { registerSubmitDocuments } from './routes/submit-documents';
import { registerSumsubWebhook } from './routes/sumsub-webhook';
import { registerUploadDocument } from './routes/upload-document';
import { createDemoKycProvider, DEMO_PROVIDER } from './services/demo-kyc-provider';
import { createDocumentStore, isInside } from './services/document-store';
import { applyReviewDecision, NOTIFY_DECISION_JOB, notifyDecision } from './services/review-decision';
import { createSumsubKycProvider } from './services/sumsub-kyc-provider';

/** Kept decisions shown to the reviewer. */
const REVIEWED_SHOWN = 20;

/** The provider whose verifications the site's staff review: it has no dashboard, and its photos are here. */
const REVIEWED_HERE = DEMO_PROVIDER;

function createRepositories(db: Db): IdentityVerificationRepositories {
  return {
    applicants: createApplicantsRepository(db),
    documents: createDocumentsRepository(db),
    webhooks: createProviderWebhooksRepository(db),
  };
}

/** The documents live under DATA_DIR; a configuration that puts them where the site serves files is refused. */
function documentsDirectory(app: FastifyInstance): string {
  const directory = path.join(app.config.dataDir, 'identity-documents');
  if (app.config.siteRoot && (isInside(directory, app.config.siteRoot) || isInside(app.config.siteRoot, directory)))
    throw new ConfigError(
      `DATA_DIR (${app.config.dataDir}) must not be inside or around SITE_ROOT: identity documents would be served as files.`,
    );
  return directory;
}

export function createIdentityVerificationArea(app: FastifyInstance): IdentityVerificationArea {
  const db = app.database.db;
  return {
    ...createRepositories(db),
    store: createDocumentStore(documentsDirectory(app)),
    // Sumsub when it is configured (demo mode too); else the demo provider in demo mode; else none,
    // and the calls say "not available".
    provider: app.config.providers.sumsub
      ? createSumsubKycProvider(app.config.providers.sumsub)
      : app.config.demoMode
        ? createDemoKycProvider(app)
        : null,
    boundTo: createRepositories,
  };
}

/** One line per route file; each registers one call. */
const routes = [
  registerCreateApplicant,
  registerGetAccessToken,
  registerGetStatus,
  registerUploadDocument,
  registerSubmitDocuments,
  registerSumsubWebhook,
];

/**
 * The identity-verification area (spec §7 `sumsub`): applicants at a KYC provider, the demo
 * provider's document upload, review decisions and the player's notice. The outcome lives on the
 * account (`is_on_verification`, `is_verified`), written through `app.players`.
 */
export const identityVerificationArea = fp(
  async function identityVerificationArea(app: FastifyInstance) {
    const area = createIdentityVerificationArea(app);
    const reviewItem = async (applicant: ApplicantRow): Promise<ReviewItem> => ({
      applicant,
      login: (await app.players.findById(applicant.account_id))?.login ?? '',
      documents: await area.documents.listForApplicant(applicant.id),
    });
    app.decorate('identityVerification', {
      async reviewQueue() {
        const [pending, reviewed] = await Promise.all([
          area.applicants.listPending(REVIEWED_HERE),
          area.applicants.listReviewed(REVIEWED_HERE, REVIEWED_SHOWN),
        ]);
        return { pending: await Promise.all(pending.map(reviewItem)), reviewed: await Promise.all(reviewed.map(reviewItem)) };
      },
      async decide(applicantId, decision, alongWith) {
        const applicant = await area.applicants.findById(applicantId);
        if (applicant && applicant.provider !== REVIEWED_HERE) return 'reviewed_by_provider';
        return (await applyReviewDecision(app, area, applicantId, decision, alongWith)) ? 'decided' : 'not_pending';
      },
      async documentImage(documentId) {
        const document = await area.documents.findById(documentId);
        if (!document) return null;
        // The files live on one machine's disk (see README): another instance, or a restored database, may lack one.
        return area.store.read(document.file_name).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        });
      },
    } satisfies IdentityVerificationDirectory);
    app.jobs.define<{ applicantId: number }>(NOTIFY_DECISION_JOB, (job) => notifyDecision(app, area, job.data.applicantId), {
      retryLimit: 5,
      expireInSeconds: 5 * 60,
    });
    for (const register of routes) register(app, area);
  },
  { name: 'area:identity-verification', dependencies: ['area:account', 'platform:jobs'] },
);
