import * as v from 'valibot';
import { formString, messageKeys, resetPasswordSchema, sameAsPassword } from '@nfx/validation';

const resetEntries = resetPasswordSchema.pipe[0].entries;

/**
 * The page's fields, with the rules of the API's own auth.resetPassword schema. The repeat is
 * optional for API callers but a person typing a new password must confirm it.
 */
export const resetPasswordFormSchema = v.pipe(
  v.object({ password: resetEntries.password, password_repeat: v.pipe(formString(), v.nonEmpty(messageKeys.required)) }),
  sameAsPassword('password', 'password_repeat'),
);

export type ResetPasswordFormValues = v.InferInput<typeof resetPasswordFormSchema>;

/** The token of the link: absent (opened by hand), malformed (mangled by a mail client) or usable. */
export function tokenStateOf(token: string | null): 'missing' | 'invalid' | 'present' {
  if (token === null || token.trim() === '') return 'missing';
  return v.safeParse(resetEntries.token, token).success ? 'present' : 'invalid';
}
