import * as v from 'valibot';
import { twoFactorCodeRule } from '../rules/codes';
import { emailRule } from '../rules/email';
import { tokenRule } from '../rules/misc';
import { passwordRule } from '../rules/password';
import { formString, maxLengthMessage, minLengthMessage, requiredText } from '../rules/text';
import { encodeMessage, messageKeys } from '../messages';

/** The back office's roles: each holds the permissions of one job (the server's table). */
export const STAFF_ROLES = ['support', 'payments', 'compliance', 'marketing', 'content', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Staff passwords guard payouts and player data: the players' rule, but at least 12 characters. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const staffPasswordRule = () =>
  v.pipe(passwordRule(), v.minLength(STAFF_PASSWORD_MIN_LENGTH, minLengthMessage(STAFF_PASSWORD_MIN_LENGTH)));

/** A staff action that changes a player or money says why; the reason goes to the audit log. */
export const STAFF_REASON_MAX_LENGTH = 500;
export const staffReasonRule = () => requiredText(STAFF_REASON_MAX_LENGTH);

/** A note on a player for colleagues (what was agreed on the phone, what to watch); never shown to the player. */
export const STAFF_NOTE_MAX_LENGTH = 2000;
export const staffPlayerNoteRule = () => requiredText(STAFF_NOTE_MAX_LENGTH);
export const staffPlayerNoteSchema = v.object({ text: staffPlayerNoteRule() });
export type StaffPlayerNoteValues = v.InferInput<typeof staffPlayerNoteSchema>;

/** Sign-in takes the password as typed (its rules were checked when it was set) and the authenticator's code. */
export const staffSignInSchema = v.object({
  email: emailRule(),
  password: v.pipe(formString(), v.nonEmpty(messageKeys.required), v.maxLength(128, maxLengthMessage(128))),
  code: twoFactorCodeRule(),
});

export const staffEnrolSchema = v.object({ token: tokenRule(), password: staffPasswordRule() });
export const staffConfirmEnrolmentSchema = v.object({ token: tokenRule(), code: twoFactorCodeRule() });
export const createStaffSchema = v.object({
  email: emailRule(),
  role: v.picklist(STAFF_ROLES, encodeMessage(messageKeys.oneOf, { values: STAFF_ROLES.join(',') })),
});

export type StaffSignInValues = v.InferInput<typeof staffSignInSchema>;
export type StaffEnrolValues = v.InferInput<typeof staffEnrolSchema>;
export type CreateStaffValues = v.InferInput<typeof createStaffSchema>;
