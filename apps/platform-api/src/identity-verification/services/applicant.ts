import type { ApplicantRow } from '../../db/tables/identity-verification';
import type { IdentityVerificationArea } from '../identity-verification-context';
import { type KycProvider, VERIFICATION_LEVEL } from './kyc-provider';
import { verificationStateOf } from './verification-state';

/** How the provider knows the player: never the login or email, which are personal data. */
export function externalUserIdOf(accountId: number): string {
  return `player-${accountId}`;
}

/** The player's applicant, created at the provider the first time. */
export async function ensureApplicant(area: IdentityVerificationArea, provider: KycProvider, accountId: number): Promise<ApplicantRow> {
  const existing = await area.applicants.findByAccount(accountId);
  if (existing) return existing;
  const { applicantId } = await provider.createApplicant({ externalUserId: externalUserIdOf(accountId), levelName: VERIFICATION_LEVEL });
  return area.applicants.createOnce({ accountId, provider: provider.name, providerApplicantId: applicantId });
}

/** The verification page's state of an applicant (or of none). */
export async function stateOf(area: IdentityVerificationArea, applicant: ApplicantRow | undefined) {
  return verificationStateOf(applicant, applicant ? await area.documents.listForApplicant(applicant.id) : []);
}
