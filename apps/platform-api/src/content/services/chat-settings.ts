import type { Transaction } from 'kysely';
import { CHAT_PROVIDERS, CHAT_SETTING_FIELDS, type ChatProviderName, type ChatSettingField } from '@nfx/validation';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { type ChatSection, SHARED_LOCALE } from '../cms-types';
import { createCmsConfigRepository } from '../repositories/cms-config-repository';

/** The CMS section of the support chat (§3 chat settings), one shared row for every locale. */
export const CHAT_SECTION = 'chat';

export type ChatProviderFields = Record<ChatSettingField, string>;

/** The section as the back office edits it: the active provider, and each provider's settings but `none`'s. */
export interface ChatSettings {
  chat: ChatProviderName;
  providers: Array<{ provider: ChatProviderName } & ChatProviderFields>;
}

/** One save, for the audit row: the provider before and after, and the saved provider's settings before and after. */
export interface ChatSettingsChange {
  before: { chat: string; settings: ChatProviderFields | null };
  after: { chat: ChatProviderName; settings: ChatProviderFields | null };
}

/** Records a save inside its transaction (the back office's audit row): it fails, nothing changes. */
export type RecordChatSettingsChange = (trx: Transaction<Database>, change: ChatSettingsChange) => Promise<void>;

export interface ChatSettingsEditor {
  /** As stored now, never from a cache: what an admin sees right after a save. */
  stored(): Promise<ChatSettings>;
  /**
   * Makes `chat` the site's provider and saves its settings over the stored ones (settings this
   * page does not edit, such as `open_live_chat`, and the other providers' settings are kept).
   * The write and `record` commit together; the write moves `content_revision` (the trigger on
   * `cms_sections`), so the site's page cache follows on every instance.
   */
  save(chat: ChatProviderName, fields: ChatProviderFields, record: RecordChatSettingsChange): Promise<ChatSettings>;
}

type Stored = Partial<ChatSection> | undefined;

const objectOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The edited settings of one provider; numbers (a LiveChat license typed into the CMS as one) read as text. */
function fieldsOf(stored: Stored, provider: ChatProviderName): ChatProviderFields {
  const settings = objectOf(objectOf(stored?.settings)[provider]);
  const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
  return Object.fromEntries(CHAT_SETTING_FIELDS.map((field) => [field, text(settings[field])])) as ChatProviderFields;
}

/** A provider this page does not know (an editor's SQL) reads as `none`: the site loads no widget for it either. */
const providerOf = (stored: Stored): ChatProviderName =>
  (CHAT_PROVIDERS as readonly string[]).includes(String(stored?.chat)) ? (stored!.chat as ChatProviderName) : 'none';

function settingsOf(stored: Stored): ChatSettings {
  return {
    chat: providerOf(stored),
    providers: CHAT_PROVIDERS.filter((provider) => provider !== 'none').map((provider) => ({ provider, ...fieldsOf(stored, provider) })),
  };
}

/**
 * The write side of the CMS chat section for the back office's settings page. The section is
 * shared by every locale (a save removes any locale's own row, which would override it), like
 * the demo operator page that held it before.
 */
export function createChatSettingsEditor(db: Db): ChatSettingsEditor {
  return {
    async stored() {
      return settingsOf(await createCmsConfigRepository(db).section<Stored>(SHARED_LOCALE, CHAT_SECTION));
    },
    async save(chat, fields, record) {
      return db.transaction().execute(async (trx) => {
        const cms = createCmsConfigRepository(trx);
        await cms.lockSection(CHAT_SECTION);
        const stored = await cms.section<Stored>(SHARED_LOCALE, CHAT_SECTION);
        const settings = { ...objectOf(stored?.settings) };
        // `none` has no behaviour, so nothing of it is stored: choosing it only switches the chat off.
        if (chat !== 'none') settings[chat] = { ...objectOf(settings[chat]), ...fields };
        const next = { ...objectOf(stored), chat, settings } as ChatSection;
        await cms.saveShared(CHAT_SECTION, next);
        await record(trx, {
          before: { chat: String(stored?.chat ?? 'none'), settings: chat === 'none' ? null : fieldsOf(stored, chat) },
          after: { chat, settings: chat === 'none' ? null : fieldsOf(next, chat) },
        });
        return settingsOf(next);
      });
    },
  };
}
