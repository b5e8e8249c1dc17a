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
export { idParam, sysnameParam, sysnameListParam, isoDateParam, pagePathParam, storageKeyParam } from './params';
export { withFields, type Money } from './responses';
export {
  namedRefSchema,
  itemDescriptionSchema,
  gameItemSchema,
  gameCategorySchema,
  providerItemSchema,
  gameRoundSchema,
  historyExportSchema,
  freeSpinPackSchema,
  jackpotSchema,
  jackpotWinSchema,
  tournamentSchema,
  tournamentStatusSchema,
  leaderboardEntrySchema,
  feedWinSchema,
  FREE_SPIN_STATUSES,
  TOURNAMENT_STATUSES,
  type GameItem,
  type ItemDescription,
  type GameCategory,
  type ProviderItem,
  type GameRound,
  type HistoryExport,
  type FreeSpinPack,
  type Jackpot,
  type JackpotWin,
  type Tournament,
  type TournamentStatus,
  type LeaderboardEntry,
  type FeedWin,
} from './calls/casino-shapes';
export { gamesCalls, DEFAULT_GAMES_COUNT, MAX_GAMES_COUNT, GAME_SORTS, PROVIDER_FIELDS, PROVIDER_TYPES } from './calls/games';
export {
  freespinsCalls,
  jackpotsCalls,
  tournamentsCalls,
  leaderboardCalls,
  FREE_SPINS_MAX_COUNT,
  FREE_SPIN_FIELDS,
  TOURNAMENT_FIELDS,
  WIN_PERIODS,
} from './calls/casino';
export { slotCalls, slotStateSchema, spinResultSchema, SLOT_STAKES, SLOT_MODES, type SlotState, type SpinResult } from './calls/slot';
export {
  bannerSchema,
  pageContentSchema,
  pageMetadataSchema,
  generalInfoSchema,
  campaignPopupSchema,
  supportSettingsSchema,
  type Banner,
  type PageContent,
  type PageMetadata,
  type GeneralInfo,
  type CampaignPopup,
  type SupportSettings,
} from './calls/content-shapes';
export {
  bannersCalls,
  metadataCalls,
  storageCalls,
  supportCalls,
  campaignsCalls,
  popupsCalls,
  eventsCalls,
  BANNER_PLACEMENTS,
  BANNER_FIELDS,
} from './calls/content';
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
  contactTypeSchema,
  sessionDeviceSchema,
  networkKindSchema,
  sessionSchema,
  signInRecordSchema,
  sessionListSchema,
  maskedContactSchema,
  type AccountBalance,
  type AccountInfo,
  type Profile,
  type ProfileContact,
  type PersonalDataField,
  type PhoneSettingsCountry,
  type DepositLimit,
  type TwoFactorSetup,
  type SessionDevice,
  type NetworkKind,
  type Session,
  type SignInRecord,
  type SessionList,
  type MaskedContact,
} from './calls/account';
export { authCalls } from './calls/auth';
