import * as v from 'valibot';
import { encodeMessage, messageKeys } from '../messages';
import { twoFactorCodeRule } from '../rules/codes';
import { emailRule } from '../rules/email';
import { formFlag, formInt, truthyCheckbox } from '../rules/form-values';
import { loginRule } from '../rules/login';
import { currencyRule, localeRule, promoCodeRule, tokenRule } from '../rules/misc';
import { emptyAsUndefined } from '../rules/optional';
import { passwordRule, sameAsPassword } from '../rules/password';
import { phoneRule } from '../rules/phone';
import { formString } from '../rules/text';
import { profileFieldEntries } from './profile';

/** auth.login; with `code` it is the two-factor step, without it (2FA on) a resend (§3 two-factor payload). */
export const loginSchema = v.object({
  login: loginRule(),
  password: passwordRule(),
  code: emptyAsUndefined(twoFactorCodeRule()),
  resend_time: v.optional(v.unknown()),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

/** auth.register (§3 registration payload): the login falls back to the email, then the phone. */
export const registrationSchema = v.pipe(
  v.object({
    login: emptyAsUndefined(loginRule()),
    email: emptyAsUndefined(emailRule()),
    phone: emptyAsUndefined(phoneRule()),
    mobile: emptyAsUndefined(phoneRule()),
    password: passwordRule(),
    password_repeat: emptyAsUndefined(formString()),
    currency: emptyAsUndefined(currencyRule()),
    locale: emptyAsUndefined(localeRule()),
    notify: emptyAsUndefined(formFlag()),
    is_betting: emptyAsUndefined(formFlag()),
    character_id: emptyAsUndefined(formInt({ min: 1, max: 1_000_000 })),
    promo_code: emptyAsUndefined(promoCodeRule()),
    terms: emptyAsUndefined(truthyCheckbox()),
    ...profileFieldEntries,
  }),
  sameAsPassword('password', 'password_repeat'),
);
export type RegistrationInput = v.InferOutput<typeof registrationSchema>;

/** A new account needs something to sign in with; a social one completing its sign-up already has it. */
export function hasRegistrationContact(input: Pick<RegistrationInput, 'login' | 'email' | 'phone' | 'mobile'>): boolean {
  return Boolean(input.login || input.email || input.phone || input.mobile);
}

/** The registration of a new account: the form plus a login, email or phone. */
export const newRegistrationSchema = v.pipe(
  registrationSchema,
  v.forward(
    v.check((input) => hasRegistrationContact(input), messageKeys.required),
    ['email'],
  ),
);

/** auth.register from the messenger mini-app (§3): signed by the messenger, verified server-side. */
export const messengerRegistrationSchema = v.object({
  is_tg: v.literal('1', messageKeys.flag),
  id: v.pipe(formString(), v.regex(/^\d{1,20}$/, messageKeys.integer)),
  username: emptyAsUndefined(v.pipe(formString(), v.maxLength(64, encodeMessage(messageKeys.maxLength, { max: 64 })))),
  hash: v.pipe(formString(), v.regex(/^[0-9a-f]{64}$/, messageKeys.regex)),
  language_code: emptyAsUndefined(v.pipe(formString(), v.regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/, messageKeys.locale))),
  payload: emptyAsUndefined(v.pipe(formString(), v.maxLength(512, encodeMessage(messageKeys.maxLength, { max: 512 })))),
  auth_date: emptyAsUndefined(v.pipe(formString(), v.regex(/^\d{1,12}$/, messageKeys.integer))),
});
export type MessengerRegistrationInput = v.InferOutput<typeof messengerRegistrationSchema>;

/** auth.restore: the login or the email of the account to recover. */
export const restoreSchema = v.pipe(
  v.object({ login: emptyAsUndefined(loginRule()), email: emptyAsUndefined(emailRule()) }),
  v.forward(
    v.check((input) => Boolean(input.login || input.email), messageKeys.required),
    ['login'],
  ),
);
export type RestoreInput = v.InferOutput<typeof restoreSchema>;

/** auth.resetPassword: the token of the mailed link and the new password. */
export const resetPasswordSchema = v.pipe(
  v.object({ token: tokenRule(), password: passwordRule(), password_repeat: emptyAsUndefined(formString()) }),
  sameAsPassword('password', 'password_repeat'),
);
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordSchema>;

export type RegisterRequest = { kind: 'form'; form: RegistrationInput } | { kind: 'messenger'; messenger: MessengerRegistrationInput };

/**
 * The one auth.register call carries either the registration form or, with `is_tg=1`, the
 * messenger mini-app sign-up; this picks the matching schema and keeps its field issues.
 */
export const registerRequestSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }): RegisterRequest => {
    const input = dataset.value;
    const isMessenger = typeof input === 'object' && input !== null && (input as Record<string, unknown>)['is_tg'] === '1';
    const result = isMessenger ? v.safeParse(messengerRegistrationSchema, input) : v.safeParse(registrationSchema, input);
    if (!result.success) {
      for (const issue of result.issues) addIssue({ message: issue.message, path: issue.path });
      return NEVER;
    }
    return isMessenger
      ? { kind: 'messenger', messenger: result.output as MessengerRegistrationInput }
      : { kind: 'form', form: result.output as RegistrationInput };
  }),
);
