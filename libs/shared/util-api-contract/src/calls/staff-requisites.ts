import * as v from 'valibot';
import { emptyAsUndefined, formString, messageKeys, staffReasonRule } from '@nfx/validation';
import { defineCall } from '../define-call';
import { idParam, inputObject, queryInput } from '../params';
import { oneSchema, timestampSchema } from '../responses';

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
  payoutRequisites: defineCall({
    area: 'staff',
    method: 'payoutRequisites',
    verb: 'GET',
    summary: 'Payout requisites on verification (oldest first) and the latest decisions (requisites)',
    input: queryInput({}),
    response: v.object({ waiting: v.array(staffPayoutRequisitesSchema), decided: v.array(staffPayoutRequisitesSchema) }),
  }),
  verifyRequisites: defineCall({
    area: 'staff',
    method: 'verifyRequisites',
    verb: 'POST',
    summary: 'Verifies requisites on verification: payouts to them may go now; an optional note for the audit log (requisites)',
    input: inputObject({ player_id: idParam, digest: digestParam, reason: emptyAsUndefined(staffReasonRule()) }),
    response: oneSchema,
  }),
  rejectRequisites: defineCall({
    area: 'staff',
    method: 'rejectRequisites',
    verb: 'POST',
    summary: 'Rejects requisites on verification with a reason: payouts to them are refused (requisites)',
    input: inputObject({ player_id: idParam, digest: digestParam, reason: staffReasonRule() }),
    response: oneSchema,
  }),
};
