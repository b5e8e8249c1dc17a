import * as v from 'valibot';
import { encodeMessage, messageKeys } from '../messages';
import { codeRule, twoFactorCodeRule } from '../rules/codes';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/email';
import { fakenameRule } from '../rules/fakename';
import { formFlag, formList } from '../rules/form-values';
import { countryCodeRule, currencyRule, localeRule, tokenRule } from '../rules/misc';
import { emptyAsUndefined } from '../rules/optional';
import { passwordRule, sameAsPassword } from '../rules/password';
import { phoneCountryCodeRule } from '../rules/phone';
import { formString } from '../rules/text';

export type ContactKind = 'email' | 'phone';

/** Which kind of contact a value is: anything with `@` is an email, the rest a phone number. */
export function contactKindOf(value: string): ContactKind {
  return value.includes('@') ? 'email' : 'phone';
}

/**
 * A contact value (§3): an email, or a phone number given as digits (an optional leading `+`
 * and mask separators are removed).
 */
export const contactRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(EMAIL_MAX_LENGTH, encodeMessage(messageKeys.maxLength, { max: EMAIL_MAX_LENGTH })),
    v.transform((value) => (contactKindOf(value) === 'email' ? value : value.replace(/[\s().-]/g, '').replace(/^\+/, ''))),
    v.check(
      (value) => (contactKindOf(value) === 'email' ? EMAIL_PATTERN.test(value) : /^\d{5,15}$/.test(value)),
      (issue) => (contactKindOf(String(issue.input)) === 'email' ? messageKeys.email : messageKeys.phone),
    ),
  );

export const addContactSchema = v.object({ contact: contactRule(), phone_country_code: emptyAsUndefined(phoneCountryCodeRule()) });
export const contactSchema = v.object({ contact: contactRule() });
export const confirmContactSchema = v.object({ contact: contactRule(), code: codeRule() });
export const changeSubscriptionSchema = v.object({ contact: contactRule(), subscription: formFlag() });
export const changeFakenameSchema = v.object({ fakename: fakenameRule() });
export const changeLocaleSchema = v.object({ locale: localeRule() });
export const setCurrencySchema = v.object({ currency: currencyRule() });

export const changePasswordSchema = v.pipe(
  v.object({
    old_password: v.pipe(
      formString(),
      v.nonEmpty(messageKeys.required),
      v.maxLength(128, encodeMessage(messageKeys.maxLength, { max: 128 })),
    ),
    new_password: passwordRule(),
    new_password_repeat: emptyAsUndefined(formString()),
  }),
  sameAsPassword('new_password', 'new_password_repeat'),
);
export type ChangePasswordInput = v.InferOutput<typeof changePasswordSchema>;

/** account.changeTwoFactorAuth: no code starts the setup; with a code (2FA on) it disables. */
export const changeTwoFactorAuthSchema = v.object({ code: emptyAsUndefined(twoFactorCodeRule()) });
export const confirmTwoFactorAuthSchema = v.object({ code: twoFactorCodeRule() });

/** account.unsubscribe: the token of a mail link, or none for the signed-in player. */
export const unsubscribeSchema = v.object({ token: emptyAsUndefined(tokenRule()) });

export const personalDataFieldsQuerySchema = v.object({ country: emptyAsUndefined(countryCodeRule()) });
export const profileInfoQuerySchema = v.object({ fields: emptyAsUndefined(formList(['contacts', 'document'] as const)) });
