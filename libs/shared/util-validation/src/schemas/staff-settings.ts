import * as v from 'valibot';
import { encodeMessage, messageKeys } from '../messages';
import { formInt } from '../rules/form-values';
import { formString, maxLengthMessage, singleLine } from '../rules/text';
import { staffReasonRule } from './staff';

/**
 * How long players are told to wait (`Retry-After`) while the site is under maintenance: at least
 * a minute (monitors and crawlers retry sooner otherwise), at most a day (a longer outage is
 * announced, not hidden behind a header).
 */
export const MAINTENANCE_RETRY_AFTER_MIN_SECONDS = 60;
export const MAINTENANCE_RETRY_AFTER_MAX_SECONDS = 86_400;
export const MAINTENANCE_RETRY_AFTER_DEFAULT_SECONDS = 600;

export const maintenanceRetryAfterRule = () =>
  formInt({ min: MAINTENANCE_RETRY_AFTER_MIN_SECONDS, max: MAINTENANCE_RETRY_AFTER_MAX_SECONDS });

/** The back office's maintenance form: the same rules `staff.setMaintenance` checks on the server. */
export const staffMaintenanceFormSchema = v.object({
  retry_after_seconds: maintenanceRetryAfterRule(),
  reason: staffReasonRule(),
});
export type StaffMaintenanceFormValues = v.InferInput<typeof staffMaintenanceFormSchema>;
export type StaffMaintenanceFormOutput = v.InferOutput<typeof staffMaintenanceFormSchema>;

/** §3 chat settings: the seven providers; `none` has no behaviour (the site's chat button then opens the support page). */
export const CHAT_PROVIDERS = ['none', 'livechat', 'intercom', 'zendesk', 'freshchat', 'crisp', 'tawk'] as const;
export type ChatProviderName = (typeof CHAT_PROVIDERS)[number];
/** The settings of a provider the back office edits; the CMS may hold more (kept as they are). */
export const CHAT_SETTING_FIELDS = ['id', 'license', 'src', 'widget_id', 'lang'] as const;
export type ChatSettingField = (typeof CHAT_SETTING_FIELDS)[number];
export const CHAT_SETTING_MAX_LENGTH = 500;

/**
 * What each provider's loader reads (`libs/shell/feature-layout/src/behaviours/chat/chat-providers.ts`) and
 * what it cannot load without (one of `needsOneOf`): a provider saved without it would show the
 * site's chat button (support.getsettings says chat is on) over a widget that never loads.
 */
export const CHAT_PROVIDER_FIELDS: Readonly<
  Record<ChatProviderName, { reads: readonly ChatSettingField[]; needsOneOf: readonly ChatSettingField[] }>
> = {
  none: { reads: [], needsOneOf: [] },
  livechat: { reads: ['license'], needsOneOf: ['license'] },
  intercom: { reads: ['id'], needsOneOf: ['id'] },
  zendesk: { reads: ['id', 'src'], needsOneOf: ['id', 'src'] },
  freshchat: { reads: ['id', 'src', 'widget_id', 'lang'], needsOneOf: ['id'] },
  crisp: { reads: ['id'], needsOneOf: ['id'] },
  tawk: { reads: ['id', 'widget_id', 'src'], needsOneOf: ['id', 'src'] },
};

/** The host of an https script URL: dotted DNS labels, as the site's CSP accepts them (`security/chat-csp.ts`). */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const THIS_SITE = 'https://this-site.invalid';

/**
 * A chat script's address: empty (the provider's default), an https URL without credentials, or
 * a path of this site (a provider served locally, as in the tests). A path must stay on this
 * site once a browser resolves it, so `//host/x.js` and `/\host/x.js` (both another host) are refused.
 */
export function isChatScriptSrc(value: string): boolean {
  if (value === '') return true;
  try {
    if (value.startsWith('/')) return new URL(value, `${THIS_SITE}/`).origin === THIS_SITE;
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && HOST_NAME.test(url.hostname);
  } catch {
    return false;
  }
}

const chatSettingRule = () =>
  v.optional(
    v.pipe(formString(), v.trim(), v.maxLength(CHAT_SETTING_MAX_LENGTH, maxLengthMessage(CHAT_SETTING_MAX_LENGTH)), singleLine()),
    '',
  );

/** The chat script's `src` (see {@link isChatScriptSrc}); absent or empty means the provider's default. */
export const chatScriptSrcRule = () =>
  v.optional(
    v.pipe(
      formString(),
      v.trim(),
      v.maxLength(CHAT_SETTING_MAX_LENGTH, maxLengthMessage(CHAT_SETTING_MAX_LENGTH)),
      singleLine(),
      v.check(isChatScriptSrc, messageKeys.regex),
    ),
    '',
  );

/** The widget's language (`en`, `pt-BR`): a language tag, or empty for the provider's own choice. */
const chatLanguageRule = () =>
  v.optional(
    v.pipe(
      formString(),
      v.trim(),
      v.maxLength(35, maxLengthMessage(35)),
      v.regex(/^(?:[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*)?$/, messageKeys.locale),
    ),
    '',
  );

/** Whether the chosen provider got one of the settings it cannot load without, among `fields`. */
const configuredEnough =
  (fields: readonly ChatSettingField[]) =>
  (input: { chat: ChatProviderName } & Partial<Record<ChatSettingField, string>>): boolean => {
    const needs = CHAT_PROVIDER_FIELDS[input.chat].needsOneOf;
    if (!needs.some((field) => fields.includes(field))) return true;
    return needs.some((field) => (input[field] ?? '') !== '');
  };

/**
 * The back office's chat settings (`staff.setChatSettings` checks the same): the provider, its
 * settings, and a reason. The provider's required setting is reported on its field: `license` for
 * LiveChat, `id` for the others (Zendesk and Tawk also load from a `src` alone).
 */
export const staffChatSettingsSchema = v.pipe(
  v.object(
    {
      chat: v.picklist(CHAT_PROVIDERS, encodeMessage(messageKeys.oneOf, { values: CHAT_PROVIDERS.join(',') })),
      id: chatSettingRule(),
      license: chatSettingRule(),
      src: chatScriptSrcRule(),
      widget_id: chatSettingRule(),
      lang: chatLanguageRule(),
      reason: staffReasonRule(),
    },
    messageKeys.required,
  ),
  v.forward(v.partialCheck([['chat'], ['license']], configuredEnough(['license']), messageKeys.required), ['license']),
  v.forward(v.partialCheck([['chat'], ['id'], ['src']], configuredEnough(['id']), messageKeys.required), ['id']),
);
export type StaffChatSettingsValues = v.InferInput<typeof staffChatSettingsSchema>;
export type StaffChatSettingsOutput = v.InferOutput<typeof staffChatSettingsSchema>;
