import * as v from 'valibot';
import { feedbackSchema, maxLengthMessage, messageKeys } from '@nfx/validation';
import { callsOf } from '../define-call';
import { fieldList, idParam, inputObject, integerParam, noNul, opaqueString, pagePathParam, queryCommon, storageKeyParam } from '../params';
import { oneSchema, pageOf, withFields } from '../responses';
import { campaignBonusCalls } from './bonus';
import { campaignOffersCalls } from './cashier';
import {
  bannerSchema,
  campaignPopupSchema,
  generalInfoSchema,
  pageMetadataSchema,
  promotionContentSchema,
  promotionSummarySchema,
  supportSettingsSchema,
} from './content-shapes';

const bannersCall = callsOf('banners');
const metadataCall = callsOf('metadata');
const storageCall = callsOf('storage');
const supportCall = callsOf('support');
const campaignsCall = callsOf('campaigns');
const popupsCall = callsOf('popups');
const eventsCall = callsOf('events');
const freshChatCall = callsOf('FreshChat');

/** Where a banner shows: the home page slider, or the registration mode of the auth popup. */
export const BANNER_PLACEMENTS = ['slider', 'registration'] as const;
export const BANNER_FIELDS = ['id', 'finished_at', 'description'] as const;

/** One check, so a bad code reports exactly one `INVALID`. */
const PROMO_CODE = /^[A-Za-z0-9_-]{1,64}$/;

const MAX_EVENT_PARAMS_LENGTH = 4096;

/** `event_params` is a JSON object or array in a query string; anything else is refused, not stored. */
const eventParamsParam = v.optional(
  v.pipe(
    v.string(messageKeys.type),
    v.maxLength(MAX_EVENT_PARAMS_LENGTH, maxLengthMessage(MAX_EVENT_PARAMS_LENGTH)),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        const parsed: unknown = JSON.parse(dataset.value);
        // jsonb refuses the NUL escape, so it is refused here instead of failing the insert.
        if (typeof parsed === 'object' && parsed !== null && !JSON.stringify(parsed).includes('\\u0000')) return parsed;
      } catch {
        // Reported as an issue below.
      }
      addIssue({ message: messageKeys.type });
      return NEVER;
    }),
  ),
  '{}',
);

export const bannersCalls = {
  get: bannersCall('get', 'GET', {
    summary:
      'Banners of the current locale in display order (offset, count default 10, fields; placement slider or registration, default slider)',
    input: inputObject({
      ...queryCommon,
      offset: integerParam(0, 10000, 0),
      count: integerParam(1, 100, 10),
      fields: v.optional(fieldList(BANNER_FIELDS)),
      placement: v.optional(v.picklist(BANNER_PLACEMENTS, messageKeys.oneOf), 'slider'),
    }),
    response: pageOf(withFields(bannerSchema)),
  }),
};

export const metadataCalls = {
  get: metadataCall('get', 'GET', {
    summary:
      'Page metadata (title, description, canonical, Open Graph, robots, JSON-LD pieces) and the CMS page of a slug, for a path in the current locale',
    input: inputObject({ ...queryCommon, path: pagePathParam }),
    response: pageMetadataSchema,
  }),
  getgeneralinfo: metadataCall('getgeneralinfo', 'GET', {
    summary: 'General site information: currencies, locales, domain state, force-logout and inactivity timers',
    input: inputObject(queryCommon),
    response: generalInfoSchema,
  }),
};

export const storageCalls = {
  get: storageCall('get', 'GET', {
    summary: "Value of one of the player's stored keys, or null",
    auth: 'required',
    input: inputObject({ ...queryCommon, key: storageKeyParam }),
    response: v.object({ key: v.string(), value: v.nullable(v.string()) }),
  }),
  getKeys: storageCall('getKeys', 'GET', {
    summary: "Names of the player's stored keys",
    auth: 'required',
    input: inputObject(queryCommon),
    response: v.array(v.string()),
  }),
  set: storageCall('set', 'POST', {
    summary: 'Stores a value under a key (at most 50 keys and 4 KB per value; beyond that StorageQuotaExceededException)',
    auth: 'required',
    // The value's size is checked by the quota (StorageQuotaExceeded), not here; the body limit caps it.
    input: inputObject({ key: storageKeyParam, value: opaqueString }),
    response: oneSchema,
  }),
};

export const supportCalls = {
  getsettings: supportCall('getsettings', 'GET', {
    summary: 'Support contacts, opening hours in the current locale and whether a support chat is active',
    input: inputObject(queryCommon),
    response: supportSettingsSchema,
  }),
  sendFeedback: supportCall('sendFeedback', 'POST', {
    summary: 'Stores a feedback message for the support team',
    input: feedbackSchema,
    response: oneSchema,
  }),
};

export const campaignsCalls = {
  ...campaignOffersCalls,
  ...campaignBonusCalls,
  checkPromocode: campaignsCall('checkPromocode', 'POST', {
    summary: 'Checks a promo code; a truthy payload means it exists and is active, else InvalidParameterException with promo_code INVALID',
    // Every failure uses the one key the client translates (spec §5: "the translated INVALID promo error").
    input: inputObject({ promo_code: v.pipe(v.string('INVALID'), v.trim(), v.regex(PROMO_CODE, 'INVALID')) }, 'INVALID'),
    /** `code` as stored (upper case). */
    response: v.object({ valid: v.literal(true), code: v.string() }),
  }),
  getpromotioncontent: campaignsCall('getpromotioncontent', 'GET', {
    summary:
      "A promotion's or offer's own page (id: the campaign) as operators wrote it: title, summary, body and terms (sanitised HTML), image; in the current locale, else the default one; null when none is published",
    input: inputObject({ ...queryCommon, id: idParam }),
    response: v.nullable(promotionContentSchema),
  }),
  getpromotionsummaries: campaignsCall('getpromotionsummaries', 'GET', {
    summary:
      'The cards of every promotion and offer page operators have published (id: the campaign): title, summary, image; each in the current locale, else the default one; in id order, one request for a whole list',
    input: inputObject(queryCommon),
    response: v.object({ items: v.array(promotionSummarySchema) }),
  }),
};

export const popupsCalls = {
  get: popupsCall('get', 'GET', {
    summary: 'Campaign popups for this visitor; with `popup` (an id) the one popup to preview, whatever its schedule',
    input: inputObject({
      ...queryCommon,
      popup: v.optional(v.pipe(v.string(messageKeys.integer), v.regex(/^\d{1,9}$/, messageKeys.integer), v.transform(Number))),
    }),
    response: v.object({ items: v.array(campaignPopupSchema) }),
  }),
};

export const eventsCalls = {
  handle: eventsCall('handle', 'GET', {
    summary: 'Records a client event (name and JSON parameters) for analytics',
    input: inputObject({
      ...queryCommon,
      event_name: v.pipe(
        v.string(messageKeys.type),
        v.nonEmpty(messageKeys.required),
        v.maxLength(64, maxLengthMessage(64)),
        v.regex(/^[A-Za-z0-9_.:-]+$/, messageKeys.regex),
      ),
      event_params: eventParamsParam,
    }),
    response: oneSchema,
  }),
};

/** §3 chat event: which conversation, what was written (fragments joined by comma), and which way it went. */
export const chatEventDirections = ['sent', 'received'] as const;

export const freshChatCalls = {
  storeChatEvent: freshChatCall('storeChatEvent', 'POST', {
    summary: 'Records a message of the signed-in player’s support chat (channel, conversation, text, sent or received). Answers 1',
    auth: 'required',
    input: inputObject({
      channel_id: v.pipe(v.string(messageKeys.type), v.trim(), v.nonEmpty(messageKeys.required), v.maxLength(128, maxLengthMessage(128))),
      conversation_id: v.pipe(
        v.string(messageKeys.type),
        v.trim(),
        v.nonEmpty(messageKeys.required),
        v.maxLength(128, maxLengthMessage(128)),
      ),
      text: v.pipe(v.string(messageKeys.type), v.maxLength(10000, maxLengthMessage(10000)), noNul),
      event: v.picklist(chatEventDirections, messageKeys.oneOf),
    }),
    response: oneSchema,
  }),
};
