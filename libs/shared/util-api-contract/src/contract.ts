import type * as v from 'valibot';
import type { ApiCall, CallPayload } from './define-call';
import { loyaltyCalls } from './calls/loyalty';
import { gamesCalls } from './calls/games';
import { freespinsCalls, jackpotsCalls, leaderboardCalls, tournamentsCalls } from './calls/casino';
import { slotCalls } from './calls/slot';
import {
  bannersCalls,
  campaignsCalls,
  eventsCalls,
  freshChatCalls,
  metadataCalls,
  popupsCalls,
  storageCalls,
  supportCalls,
} from './calls/content';
import { accountCalls } from './calls/account';
import { playerProtectionCalls } from './calls/player-protection';
import { betHistoryCalls } from './calls/bet-history';
import { authCalls } from './calls/auth';
import { sumsubCalls } from './calls/sumsub';
import { cashierCalls } from './calls/cashier';
import { bettingBonusesCalls, bonusesCalls, cashbacksCalls } from './calls/bonus';
import { bettingCalls } from './calls/betting';
import { staffCalls } from './calls/staff';
import { staffFeedbackCalls } from './calls/staff-feedback';
import { staffKycCalls } from './calls/staff-kyc';
import { staffPlayersCalls } from './calls/staff-players';
import { staffRefundsCalls } from './calls/staff-refunds';
import { staffReportsCalls } from './calls/staff-reports';
import { staffRequisitesCalls } from './calls/staff-requisites';
import { staffMarketingCalls } from './calls/staff-marketing';
import { staffPlayerMarketingCalls } from './calls/staff-player-marketing';
import { staffSettingsCalls } from './calls/staff-settings';
import { staffContentCalls } from './calls/staff-content';
import { staffContentTextsCalls } from './calls/staff-content-texts';

/**
 * Every `/api/` call, by area. The platform API registers each of them; the browser names them
 * as `'area.method'` and infers arguments and payloads from here (types only, so the schemas
 * never reach a page's scripts).
 */
export const apiContract = {
  loyalty: loyaltyCalls,
  games: gamesCalls,
  freespins: freespinsCalls,
  Jackpots: jackpotsCalls,
  tournaments: tournamentsCalls,
  leaderboard: leaderboardCalls,
  slot: slotCalls,
  banners: bannersCalls,
  metadata: metadataCalls,
  storage: storageCalls,
  support: supportCalls,
  FreshChat: freshChatCalls,
  campaigns: campaignsCalls,
  popups: popupsCalls,
  events: eventsCalls,
  account: { ...accountCalls, ...playerProtectionCalls, ...betHistoryCalls },
  auth: authCalls,
  sumsub: sumsubCalls,
  cashier: cashierCalls,
  bonuses: bonusesCalls,
  BettingBonuses: bettingBonusesCalls,
  cashbacks: cashbacksCalls,
  betting: bettingCalls,
  // One object per back-office section (calls/staff-*.ts), all under the staff area.
  staff: {
    ...staffCalls,
    ...staffKycCalls,
    ...staffFeedbackCalls,
    ...staffPlayersCalls,
    ...staffRefundsCalls,
    ...staffRequisitesCalls,
    ...staffMarketingCalls,
    ...staffPlayerMarketingCalls,
    ...staffReportsCalls,
    ...staffSettingsCalls,
    ...staffContentCalls,
    ...staffContentTextsCalls,
  },
} satisfies Record<string, Record<string, ApiCall>>;

export type ApiContract = typeof apiContract;

type CallsOf<TArea extends keyof ApiContract> = ApiContract[TArea];

/** `'area.method'` of every call. */
export type ApiCallName = {
  [TArea in keyof ApiContract]: `${TArea & string}.${keyof CallsOf<TArea> & string}`;
}[keyof ApiContract];

export type ApiCallOf<TName extends ApiCallName> = TName extends `${infer TArea}.${infer TMethod}`
  ? TArea extends keyof ApiContract
    ? TMethod extends keyof CallsOf<TArea>
      ? CallsOf<TArea>[TMethod]
      : never
    : never
  : never;

/** Names of the calls made with GET (queries) and POST (mutations). */
export type ApiQueryName = { [TName in ApiCallName]: ApiCallOf<TName>['verb'] extends 'GET' ? TName : never }[ApiCallName];
export type ApiMutationName = { [TName in ApiCallName]: ApiCallOf<TName>['verb'] extends 'POST' ? TName : never }[ApiCallName];

/** The payload of a call's ok answer. */
export type ApiPayload<TName extends ApiCallName> = CallPayload<ApiCallOf<TName>>;

/**
 * A value as the client sends it in a query or form body: scalars as text, flags as 1/0, lists
 * comma-joined (query) or repeated (form), objects as JSON, files as files.
 */
export type WireValue =
  | string
  | number
  | boolean
  | Date
  | Blob
  | null
  | undefined
  | readonly unknown[]
  | { readonly [key: string]: unknown };

/**
 * What the browser sends: the input schema's fields, as wire values (the schema parses numbers
 * and flags out of strings); `locale` and `version` are the client's own.
 */
export type ApiArguments<TName extends ApiCallName> = ApiCallOf<TName>['input'] extends v.GenericSchema
  ? { [TKey in Exclude<keyof v.InferInput<ApiCallOf<TName>['input']>, 'locale' | 'version'>]?: WireValue }
  : Record<string, never>;
