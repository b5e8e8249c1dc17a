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
  STAFF_NOTE_MAX_LENGTH,
  staffPlayerNoteRule,
  staffPlayerNoteSchema,
  type StaffPlayerNoteValues,
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
  contentSourceLoginSchema,
  contentSourceEmailConfirmationSchema,
  staffForgotPasswordSchema,
  staffNewPasswordSchema,
  staffResetPasswordSchema,
  staffChangePasswordSchema,
  type ContentSourceLoginValues,
  type StaffForgotPasswordValues,
  type StaffNewPasswordValues,
  type StaffResetPasswordValues,
  type StaffChangePasswordValues,
} from './schemas/staff-passwords';
export {
  parseRefundAmount,
  minorUnitsToDecimal,
  refundAmountRule,
  staffRefundFormSchema,
  type StaffRefundFormValues,
} from './schemas/staff-refunds';
export {
  REPORT_MAX_DAYS,
  REPORT_FIRST_DAY,
  REPORT_LAST_DAY,
  reportDayRule,
  reportDayTime,
  reportRangeDays,
  shiftReportDay,
  staffReportRangeSchema,
  type StaffReportRange,
} from './schemas/staff-reports';
export {
  MAINTENANCE_RETRY_AFTER_MIN_SECONDS,
  MAINTENANCE_RETRY_AFTER_MAX_SECONDS,
  MAINTENANCE_RETRY_AFTER_DEFAULT_SECONDS,
  maintenanceRetryAfterRule,
  staffMaintenanceFormSchema,
  type StaffMaintenanceFormValues,
  type StaffMaintenanceFormOutput,
  CHAT_PROVIDERS,
  CHAT_SETTING_FIELDS,
  CHAT_SETTING_MAX_LENGTH,
  CHAT_PROVIDER_FIELDS,
  isChatScriptSrc,
  chatScriptSrcRule,
  staffChatSettingsSchema,
  type ChatProviderName,
  type ChatSettingField,
  type StaffChatSettingsValues,
  type StaffChatSettingsOutput,
} from './schemas/staff-settings';
export {
  PROMO_CAMPAIGN_KINDS,
  DEPOSIT_CAMPAIGN_KINDS,
  STAFF_CAMPAIGN_KINDS,
  MATCH_PERCENT_MAX,
  type DepositCampaignKind,
  type StaffCampaignKind,
  CAMPAIGN_TITLE_MAX_LENGTH,
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  WAGERING_MULTIPLIER_MAX,
  EXPIRY_DAYS_MAX,
  FREE_SPIN_COUNT_MAX,
  PROMO_REDEMPTIONS_MAX,
  STAFF_PROMO_CODE_MIN_LENGTH,
  staffPromoCodeRule,
  dateTimeMs,
  dateTimeRule,
  parseContributions,
  contributionsRule,
  staffCampaignSchema,
  staffScheduleSchema,
  staffPromoCodeSchema,
  staffCampaignTextsSchema,
  CAMPAIGN_OFFER_TEXT_MAX_LENGTH,
  type StaffCampaignTextsValues,
  type StaffCampaignTextsOutput,
  type PromoCampaignKind,
  type StaffCampaignValues,
  type StaffCampaignOutput,
  type StaffScheduleValues,
  type StaffScheduleOutput,
  type StaffPromoCodeValues,
  type StaffPromoCodeOutput,
} from './schemas/staff-marketing';
export {
  STAFF_PLAYER_REF_MAX_LENGTH,
  CASHBACK_RUN_PERIODS,
  NEWSLETTER_SUBJECT_MAX_LENGTH,
  NEWSLETTER_TEXT_MAX_LENGTH,
  staffPlayerRefRule,
  staffCashbackRunSchema,
  staffPlayDaysSchema,
  staffNewsletterSchema,
  type CashbackRunPeriod,
  type StaffCashbackRunValues,
  type StaffCashbackRunOutput,
  type StaffPlayDaysValues,
  type StaffNewsletterValues,
  type StaffNewsletterOutput,
} from './schemas/staff-player-marketing';
export {
  PROMOTION_TITLE_MAX_LENGTH,
  PROMOTION_SUMMARY_MAX_LENGTH,
  CONTENT_HTML_MAX_LENGTH,
  BANNER_LABEL_MAX_LENGTH,
  BANNER_VALUE_MAX_LENGTH,
  BANNER_ADDITION_MAX_LENGTH,
  contentHtmlRule,
  contentLineRule,
  contentLocaleRule,
  staffPromotionTextsSchema,
  staffBannerTextsSchema,
  type StaffPromotionTextsValues,
  type StaffPromotionTextsOutput,
  type StaffBannerTextsValues,
  type StaffBannerTextsOutput,
} from './schemas/staff-content';
export {
  PAGE_TEXT_MAX_LENGTH,
  PAGE_TEXT_SEARCH_MAX_LENGTH,
  FAQ_QUESTION_MAX_LENGTH,
  FAQ_ANSWER_MAX_LENGTH,
  FAQ_MAX_ENTRIES,
  PLACEHOLDERS_MESSAGE,
  placeholdersOf,
  samePlaceholders,
  placeholdersMessage,
  pageTextNamespaceRule,
  pageTextKeyRule,
  pageTextSearchRule,
  pageTextValueRule,
  pageTextFormSchema,
  faqEntrySchema,
  faqEntriesSchema,
  faqEntriesJsonRule,
  type FaqEntryValues,
} from './schemas/staff-content-texts';
