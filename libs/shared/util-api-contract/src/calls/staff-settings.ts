import * as v from 'valibot';
import { CHAT_PROVIDERS, encodeMessage, formFlag, messageKeys, staffChatSettingsSchema, staffReasonRule } from '@nfx/validation';
import { FEATURE_FLAGS } from '../cms-config';
import { callsOf } from '../define-call';
import { inputObject, queryInput } from '../params';

const staffCall = callsOf('staff');

const featureFlagSchema = v.object({
  flag: v.picklist(FEATURE_FLAGS),
  /** As the site applies it: on unless the CMS says `false`. */
  enabled: v.boolean(),
  /** The back office's texts naming the feature and saying what switching it off takes away. */
  label_key: v.string(),
  description_key: v.string(),
});

const featureFlagListSchema = v.object({ items: v.array(featureFlagSchema) });

/** One provider's settings as the back office edits them (the CMS may hold more, which a save keeps). */
const chatProviderSettingsSchema = v.object({
  provider: v.picklist(CHAT_PROVIDERS),
  id: v.string(),
  license: v.string(),
  src: v.string(),
  widget_id: v.string(),
  lang: v.string(),
});

/** The CMS `chat` section (§3 chat settings): the active provider, and each provider's settings (all but `none`). */
const chatSettingsSchema = v.object({ chat: v.picklist(CHAT_PROVIDERS), providers: v.array(chatProviderSettingsSchema) });

/**
 * The back office's settings page (issue 41), permission `settings` (admins): the CMS feature
 * flags (spec §3) beside the maintenance switch (`staffCalls.maintenance`). A switch is written to
 * the CMS settings with its audit row in one transaction and moves the content revision, so the
 * site's calls, pages and menus follow within a fraction of a second on every instance. The
 * support chat's provider and settings are saved the same way (the CMS `chat` section).
 */
export const staffSettingsCalls = {
  featureFlags: staffCall('featureFlags', 'GET', {
    summary: 'The CMS feature flags as the site applies them, each with its texts (settings)',
    input: queryInput({}),
    response: featureFlagListSchema,
  }),
  setFeatureFlag: staffCall('setFeatureFlag', 'POST', {
    summary:
      'Switches one feature on or off for the whole site, with a reason; `changed` is false when it already was (nothing written or logged) (settings)',
    input: inputObject({
      flag: v.picklist(FEATURE_FLAGS, encodeMessage(messageKeys.oneOf, { values: FEATURE_FLAGS.join(',') })),
      enabled: formFlag(),
      reason: staffReasonRule(),
    }),
    response: v.object({ changed: v.boolean(), items: v.array(featureFlagSchema) }),
  }),
  chatSettings: staffCall('chatSettings', 'GET', {
    summary: 'The support chat: the active provider and each provider’s settings, as stored for every locale (settings)',
    input: queryInput({}),
    response: chatSettingsSchema,
  }),
  setChatSettings: staffCall('setChatSettings', 'POST', {
    summary:
      'Makes a provider the site’s support chat (`none`: no chat) and saves its settings, for every locale, with a reason; the other providers’ settings are kept (settings)',
    input: staffChatSettingsSchema,
    response: chatSettingsSchema,
  }),
};
