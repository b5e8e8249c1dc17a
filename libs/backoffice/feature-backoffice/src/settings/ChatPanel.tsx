import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Input, Select, Spinner, Textarea } from '@nfx/ui';
import {
  CHAT_PROVIDER_FIELDS,
  CHAT_PROVIDERS,
  CHAT_SETTING_FIELDS,
  CHAT_SETTING_MAX_LENGTH,
  type ChatProviderName,
  type ChatSettingField,
  STAFF_REASON_MAX_LENGTH,
  type StaffChatSettingsOutput,
  type StaffChatSettingsValues,
  staffChatSettingsSchema,
} from '@nfx/validation';
import { type ChatSettings, useChatSettings, useSetChatSettings } from '../api/settings';
import { useErrorText, useFieldErrorText } from '../common/error-text';
import { applyServerErrors } from '../common/form-failure';
import { QueryError } from '../common/QueryError';
import * as styles from '../common/backoffice.css';
import * as own from './settings.css';

/** The providers' product names: the same in every language, so not in the texts. */
const PROVIDER_NAMES: Record<Exclude<ChatProviderName, 'none'>, string> = {
  livechat: 'LiveChat',
  intercom: 'Intercom',
  zendesk: 'Zendesk',
  freshchat: 'Freshchat',
  crisp: 'Crisp',
  tawk: 'Tawk.to',
};

type Outcome = { tone: 'ok' | 'error'; text: string } | null;

/** The form's values for a provider: its stored settings, and an empty reason. */
function valuesOf(settings: ChatSettings, chat: ChatProviderName): StaffChatSettingsValues {
  const stored = settings.providers.find((item) => item.provider === chat);
  const fields = Object.fromEntries(CHAT_SETTING_FIELDS.map((field) => [field, stored?.[field] ?? '']));
  return { chat, ...fields, reason: '' };
}

/** The support chat: which provider the site loads (or none) and its settings, saved with a reason. */
export function ChatPanel() {
  const { t } = useTranslation();
  const settings = useChatSettings();
  return (
    <section aria-labelledby="chat-settings-title" className={own.panel}>
      <h2 id="chat-settings-title" className={styles.subtitle}>
        {t('backoffice-settings.chat.title')}
      </h2>
      <p className={styles.muted}>{t('backoffice-settings.chat.lead')}</p>
      {settings.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <ChatForm settings={settings.data} />
      )}
    </section>
  );
}

function ChatForm({ settings }: { settings: ChatSettings }) {
  const { t } = useTranslation();
  const save = useSetChatSettings();
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<StaffChatSettingsValues, unknown, StaffChatSettingsOutput>({
    resolver: valibotResolver(staffChatSettingsSchema),
    defaultValues: valuesOf(settings, settings.chat),
  });
  const chat = watch('chat');
  const providerName = (provider: ChatProviderName) =>
    provider === 'none' ? t('backoffice-settings.chat.none') : PROVIDER_NAMES[provider];
  const label = (field: ChatSettingField) => t(`backoffice-settings.chat.fields.${field}.label`);

  // Choosing another provider shows what is stored for it: switching back and forth loses nothing.
  const choose = register('chat', {
    onChange: (event: { target: { value: string } }) => {
      const next = valuesOf(settings, event.target.value as ChatProviderName);
      for (const field of CHAT_SETTING_FIELDS) setValue(field, next[field]);
      clearErrors([...CHAT_SETTING_FIELDS]);
    },
  });

  /** A rule's message, in this form's words where the generic one would not say what to type. */
  const fieldError = (field: ChatSettingField) => {
    const message = errors[field]?.message;
    if (field === 'src' && message === 'validation.regex') return t('backoffice-settings.chat.srcInvalid');
    if (field === 'id' && message === 'validation.required' && CHAT_PROVIDER_FIELDS[chat].needsOneOf.includes('src'))
      return t('backoffice-settings.chat.needsIdOrSrc');
    return fieldErrorText(message);
  };

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await save.mutateAsync(values);
      reset(valuesOf(saved, saved.chat));
      const text =
        saved.chat === 'none'
          ? t('backoffice-settings.chat.savedNone')
          : t('backoffice-settings.chat.saved', { provider: providerName(saved.chat) });
      setOutcome({ tone: 'ok', text });
    } catch (error) {
      if (applyServerErrors(error, ['chat', ...CHAT_SETTING_FIELDS, 'reason'], setError))
        setOutcome({ tone: 'error', text: errorText(error) });
    }
  });

  const reads = CHAT_PROVIDER_FIELDS[chat].reads;
  return (
    <>
      <p className={own.state} data-testid="chat-state">
        {settings.chat === 'none'
          ? t('backoffice-settings.chat.nowNone')
          : t('backoffice-settings.chat.now', { provider: providerName(settings.chat) })}
      </p>
      <div aria-live="polite" role="status">
        {outcome?.tone === 'ok' ? <p className={styles.notice}>{outcome.text}</p> : null}
      </div>
      {outcome?.tone === 'error' ? (
        <p role="alert" className={styles.alert}>
          {outcome.text}
        </p>
      ) : null}
      <form className={own.form} onSubmit={submit} noValidate>
        <Select
          label={t('backoffice-settings.chat.provider')}
          hint={
            chat === 'none'
              ? t('backoffice-settings.chat.noneHint')
              : t('backoffice-settings.chat.reads', { provider: providerName(chat), fields: reads.map(label).join(', ') })
          }
          error={fieldErrorText(errors.chat?.message)}
          {...choose}
        >
          {CHAT_PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {providerName(provider)}
            </option>
          ))}
        </Select>
        {chat === 'none'
          ? null
          : CHAT_SETTING_FIELDS.map((field) => (
              <Input
                key={field}
                label={label(field)}
                hint={t(`backoffice-settings.chat.fields.${field}.hint`)}
                maxLength={field === 'lang' ? 35 : CHAT_SETTING_MAX_LENGTH}
                autoComplete="off"
                inputMode={field === 'src' ? 'url' : undefined}
                spellCheck={false}
                error={fieldError(field)}
                {...register(field)}
              />
            ))}
        <Textarea
          label={t('backoffice.common.reason')}
          hint={t('backoffice.common.reasonHint', { max: STAFF_REASON_MAX_LENGTH })}
          maxLength={STAFF_REASON_MAX_LENGTH}
          rows={3}
          error={fieldErrorText(errors.reason?.message)}
          {...register('reason')}
        />
        <div>
          <Button type="submit" loading={isSubmitting}>
            {t('backoffice-settings.chat.save')}
          </Button>
        </div>
      </form>
    </>
  );
}
