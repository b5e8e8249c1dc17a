import type { FastifyInstance } from 'fastify';
import { sumsubCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { IdentityVerificationArea } from '../identity-verification-area';
import { stateOf } from '../services/applicant';

/** sumsub.getStatus: the verification page's state (`none` before the player starts). */
export function registerGetStatus(app: FastifyInstance, area: IdentityVerificationArea): void {
  defineApiCall(app, sumsubCalls.getStatus, {
    handler: async ({ accountId }) => stateOf(area, await area.applicants.findByAccount(accountId)),
  });
}
