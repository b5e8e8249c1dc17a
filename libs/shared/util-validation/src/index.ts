/**
 * Valibot rules of spec §5 as named, reusable pipes with default message keys, and the
 * payload schemas of the API calls. The site's forms compose the rules; the platform API
 * validates requests with the same schemas.
 */
export { messageKeys, encodeMessage, decodeMessage, type MessageKey, type MessageParams, type DecodedMessage } from './messages';

export {
  DEFAULT_MAX_TEXT,
  formString,
  requiredText,
  optionalText,
  stripEmoji,
  stripEmojiText,
  singleLine,
  minLengthMessage,
  maxLengthMessage,
} from './rules/text';
export { formFlag, formInt, formList, truthyCheckbox } from './rules/form-values';
export { emptyAsUndefined } from './rules/optional';
export { emailRule, EMAIL_PATTERN, EMAIL_MAX_LENGTH } from './rules/email';
export { passwordRule, sameAsPassword, invalidPasswordCharacters, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './rules/password';
export { codeRule, twoFactorCodeRule, CODE_LENGTH } from './rules/codes';
export { fakenameRule, FAKENAME_MIN_LENGTH, FAKENAME_MAX_LENGTH } from './rules/fakename';
export { loginRule, LOGIN_MAX_LENGTH } from './rules/login';
export { nameRule, looseNameRule, addressRule, NAME_MAX_LENGTH } from './rules/names';
export {
  dateRule,
  birthDateRule,
  maxDateRule,
  parseDottedDate,
  formatDottedDate,
  DATE_CHARACTERS,
  type DateRuleOptions,
} from './rules/date';
export { phoneRule, phoneCountryCodeRule, applyPhoneMask } from './rules/phone';
export {
  postcodeRule,
  promoCodeRule,
  currencyRule,
  localeRule,
  countryCodeRule,
  sexRule,
  customRule,
  tokenRule,
  patternFrom,
  PROMO_CODE_MAX_LENGTH,
} from './rules/misc';
export {
  phoneMasksOf,
  maskSlotCount,
  extractPhoneSlots,
  formatPhone,
  maskPhoneInput,
  countryFromPastedPhone,
  maskedPhoneRule,
  type PhoneCountry,
  type MaskedPhone,
} from './rules/phone-mask';
export { cardNumberRule, cardHolderRule, passesLuhn, NEW_CARD } from './rules/card';
export { ibanRule } from './rules/iban';
export { sumRule, parseSum } from './rules/sum';
export { stakeRule, parseStake } from './rules/stake';
export { plainCharactersRule, wordCharactersRule } from './rules/charsets';
export { mapServerErrors, SWAPPED_FIELD_NAMES, type MappedServerErrors } from './server-errors';
export { validationMessageText, FALLBACK_MESSAGE_KEY, type Translate } from './message-text';
export {
  ruleForField,
  registrationFormSchema,
  type FieldType,
  type FieldDefinition,
  type FieldRuleContext,
  type FormFieldRequirement,
  type RegistrationFormSchemaOptions,
} from './schemas/registration-form';

export {
  loginSchema,
  registrationSchema,
  messengerRegistrationSchema,
  restoreSchema,
  resetPasswordSchema,
  registerRequestSchema,
  newRegistrationSchema,
  hasRegistrationContact,
  type RegisterRequest,
  type LoginInput,
  type RegistrationInput,
  type MessengerRegistrationInput,
  type RestoreInput,
  type ResetPasswordInput,
} from './schemas/auth';
export {
  saveProfileInfoSchema,
  profileFieldEntries,
  profileFieldNames,
  documentTypes,
  type SaveProfileInfoInput,
  type ProfileFieldName,
} from './schemas/profile';
export {
  contactKindOf,
  contactRule,
  addContactSchema,
  contactSchema,
  confirmContactSchema,
  changeSubscriptionSchema,
  changeFakenameSchema,
  changeLocaleSchema,
  setCurrencySchema,
  changePasswordSchema,
  changeTwoFactorAuthSchema,
  confirmTwoFactorAuthSchema,
  unsubscribeSchema,
  personalDataFieldsQuerySchema,
  profileInfoQuerySchema,
  type ContactKind,
  type ChangePasswordInput,
} from './schemas/account';
export {
  LIMIT_PERIODS,
  LIMIT_KINDS,
  MONEY_LIMIT_KINDS,
  MONEY_LIMIT_MAX,
  SESSION_LIMIT_MINUTES,
  EXCLUSION_PERIODS,
  REALITY_CHECK_CHOICES,
  setProtectionLimitSchema,
  removeProtectionLimitSchema,
  selfExcludeSchema,
  setRealityCheckSchema,
  type LimitPeriod,
  type LimitKind,
  type ExclusionPeriod,
  type SetProtectionLimitInput,
  type SelfExcludeInput,
} from './schemas/player-protection';
export { feedbackSchema, FEEDBACK_MESSAGE_MAX_LENGTH, type FeedbackValues } from './schemas/support';
export {
  STAFF_ROLES,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_REASON_MAX_LENGTH,
  staffPasswordRule,
  staffReasonRule,
  staffSignInSchema,
  staffEnrolSchema,
  staffConfirmEnrolmentSchema,
  createStaffSchema,
  type StaffRole,
  type StaffSignInValues,
  type StaffEnrolValues,
  type CreateStaffValues,
} from './schemas/staff';
export {
  parseRefundAmount,
  minorUnitsToDecimal,
  refundAmountRule,
  staffRefundFormSchema,
  type StaffRefundFormValues,
} from './schemas/staff-refunds';
