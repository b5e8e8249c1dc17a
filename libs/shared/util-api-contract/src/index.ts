/**
 * The platform API's contract: every call's input and response as valibot schemas, shared by the
 * API (validation, serialization, docs) and the browser (inferred types; import types only).
 */
export { defineCall, type ApiCall, type AnySchema, type CallInput, type CallResult, type CallPayload } from './define-call';
export {
  apiContract,
  type ApiContract,
  type ApiCallName,
  type ApiCallOf,
  type ApiQueryName,
  type ApiMutationName,
  type ApiPayload,
  type ApiArguments,
  type WireValue,
} from './contract';
export { noNul, inputObject, queryCommon, queryInput, requiredMultilineText, integerParam, fieldList, opaqueString } from './params';
export { moneySchema, oneSchema, pageOf, timestampSchema } from './responses';
export { loyaltyCalls, characterSchema, CHARACTERS_MAX_LIMIT, type Character } from './calls/loyalty';
export {
  accountCalls,
  accountBalanceSchema,
  accountInfoSchema,
  profileSchema,
  profileContactSchema,
  fieldTypeSchema,
  personalDataFieldSchema,
  phoneSettingsCountrySchema,
  depositLimitSchema,
  twoFactorSetupSchema,
  type AccountBalance,
  type AccountInfo,
  type Profile,
  type ProfileContact,
  type PersonalDataField,
  type PhoneSettingsCountry,
  type DepositLimit,
  type TwoFactorSetup,
} from './calls/account';
export { authCalls } from './calls/auth';
export type { Money } from './responses';
