import * as v from 'valibot';
import { emptyAsUndefined, formString, messageKeys, staffReasonRule } from '@nfx/validation';
import { callsOf } from '../define-call';
import { idParam, inputObject, queryInput } from '../params';
import { oneSchema, timestampSchema } from '../responses';

const staffCall = callsOf('staff');

/** The requisites' digest names them without their digits (sha256, hex). */
const digestParam = v.pipe(formString(), v.trim(), v.nonEmpty(messageKeys.required), v.regex(/^[0-9a-f]{64}$/, messageKeys.wrongField));

const staffPayoutRequisitesSchema = v.object({
  player_id: v.number(),
  login: v.string(),
  method: v.string(),
  /** Masked as players see them: never the full card number or IBAN. */
  requisites: v.record(v.string(), v.string()),
  digest: v.string(),
  status: v.string(),
  created_at: timestampSchema,
  decided_at: v.nullable(timestampSchema),
});

/**
 * The back office's payout requisites page (issue 41): cards, IBANs and e-wallets a player asked a
 * payout to that no deposit of theirs came from (`RequisitesOnVerification`); permission
 * `requisites`, every decision in the audit log.
 */
export const staffRequisitesCalls = {
  payoutRequisites: staffCall('payoutRequisites', 'GET', {
    summary: 'Payout requisites on verification (oldest first) and the latest decisions (requisites)',
    input: queryInput({}),
    response: v.object({ waiting: v.array(staffPayoutRequisitesSchema), decided: v.array(staffPayoutRequisitesSchema) }),
  }),
  verifyRequisites: staffCall('verifyRequisites', 'POST', {
    summary: 'Verifies requisites on verification: payouts to them may go now; an optional note for the audit log (requisites)',
    input: inputObject({ player_id: idParam, digest: digestParam, reason: emptyAsUndefined(staffReasonRule()) }),
    response: oneSchema,
  }),
  rejectRequisites: staffCall('rejectRequisites', 'POST', {
    summary: 'Rejects requisites on verification with a reason: payouts to them are refused (requisites)',
    input: inputObject({ player_id: idParam, digest: digestParam, reason: staffReasonRule() }),
    response: oneSchema,
  }),
};
