import * as v from 'valibot';
import { twoFactorCodeRule } from '../rules/codes';
import { emailRule } from '../rules/email';
import { tokenRule } from '../rules/misc';
import { sameAsPassword } from '../rules/password';
import { formString, maxLengthMessage } from '../rules/text';
import { messageKeys } from '../messages';
import { staffPasswordRule } from './staff';

/**
 * A staff member's own password (forgotten, reset with the mailed link, changed while signed in)
 * and the content source's sign-in (`/nfx/auth/*`, spec §7), in the request shapes of a
 * Strapi-style CMS (users-permissions): the back office's forms and those endpoints share them.
 * Their users are staff accounts, so the staff rules apply: a TOTP code at sign-in, the staff
 * password rule for a new password. A field left out is `validation.required`.
 */

/** A password as typed, checked only for size: its rules were checked when it was set. */
const typedPassword = () => v.pipe(formString(), v.nonEmpty(messageKeys.required), v.maxLength(128, maxLengthMessage(128)));

/** A new password and its repeat, which must match. */
const newPasswordEntries = { password: staffPasswordRule(), passwordConfirmation: typedPassword() };

export const contentSourceLoginSchema = v.object(
  { identifier: emailRule(), password: typedPassword(), code: twoFactorCodeRule() },
  messageKeys.required,
);

export const staffForgotPasswordSchema = v.object({ email: emailRule() }, messageKeys.required);

/** A new password twice: the reset page's form (the code comes from the link) and the change form's second half. */
export const staffNewPasswordSchema = v.pipe(
  v.object(newPasswordEntries, messageKeys.required),
  sameAsPassword<{ password: string; passwordConfirmation: string }>('password', 'passwordConfirmation'),
);

export const staffResetPasswordSchema = v.pipe(
  v.object({ code: tokenRule(), ...newPasswordEntries }, messageKeys.required),
  sameAsPassword<{ code: string; password: string; passwordConfirmation: string }>('password', 'passwordConfirmation'),
);

export const staffChangePasswordSchema = v.pipe(
  v.object({ currentPassword: typedPassword(), ...newPasswordEntries }, messageKeys.required),
  sameAsPassword<{ currentPassword: string; password: string; passwordConfirmation: string }>('password', 'passwordConfirmation'),
);

/** The enrolment link's token, as `?confirmation=` carries it. */
export const contentSourceEmailConfirmationSchema = v.object({ confirmation: tokenRule() }, messageKeys.required);

export type ContentSourceLoginValues = v.InferInput<typeof contentSourceLoginSchema>;
export type StaffForgotPasswordValues = v.InferInput<typeof staffForgotPasswordSchema>;
export type StaffNewPasswordValues = v.InferInput<typeof staffNewPasswordSchema>;
export type StaffResetPasswordValues = v.InferInput<typeof staffResetPasswordSchema>;
export type StaffChangePasswordValues = v.InferInput<typeof staffChangePasswordSchema>;
