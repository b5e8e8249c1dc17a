import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../common/error-text';
import { formatDateTime } from '../common/format';

/** The section's text file: its keys start with this (`backoffice-marketing.title`). */
export const MARKETING_TEXTS = 'backoffice-marketing';

/**
 * A `datetime-local` value (the operator's wall clock, no zone) as the instant the API takes; the
 * browser reads a time without a zone as local time. Empty stays empty (an open end).
 */
export function toWireTime(local: string | undefined): string | undefined {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** An instant from the API as a `datetime-local` value on the operator's clock, for a form to edit. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A wire decimal ("7.50") as the locale writes it, without a currency: a campaign pays in each player's own. */
export function formatDecimal(value: string, locale: string): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return value;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(number);
}

/** When something grants: always, from, until, or from … until …, in the operator's locale. */
export function useWindowText(): (window: { starts_at: string | null; ends_at: string | null }) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    ({ starts_at: starts, ends_at: ends }) => {
      const at = (iso: string) => formatDateTime(iso, i18n.language);
      if (starts && ends) return t(`${MARKETING_TEXTS}.window.between`, { start: at(starts), end: at(ends) });
      if (starts) return t(`${MARKETING_TEXTS}.window.from`, { start: at(starts) });
      if (ends) return t(`${MARKETING_TEXTS}.window.until`, { end: at(ends) });
      return t(`${MARKETING_TEXTS}.window.always`);
    },
    [t, i18n.language],
  );
}

/**
 * A field's error: the section's words for what only the server can tell (`exists`: a code in
 * use), else the rule's message as the back office words it.
 */
export function useMarketingFieldError(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  return useCallback(
    (message) => {
      const own = `${MARKETING_TEXTS}.fieldErrors.${message}`;
      return message && !message.includes('.') && i18n.exists(own) ? t(own) : fieldErrorText(message);
    },
    [t, i18n, fieldErrorText],
  );
}

/** Which texts a field shows, when they are not the ones named like it. */
export interface MarketingFieldTexts {
  /** The label's key under `fields.`, when it is not the field's name. */
  label?: string;
  /** The hint's key under `hints.`, when it is not the field's name; `false` for no hint. */
  hint?: string | false;
}

/**
 * A marketing form's field props by the field's name: its label (`fields.<name>`), its hint
 * (`hints.<name>`), its error in the section's words, and its registration with the form.
 */
export function useMarketingField<Values extends FieldValues>({
  register,
  getFieldState,
  formState,
}: Pick<UseFormReturn<Values>, 'register' | 'getFieldState' | 'formState'>) {
  const { t } = useTranslation();
  const fieldError = useMarketingFieldError();
  return (name: Path<Values>, texts: MarketingFieldTexts = {}) => ({
    label: t(`${MARKETING_TEXTS}.fields.${texts.label ?? name}`),
    hint: texts.hint === false ? undefined : t(`${MARKETING_TEXTS}.hints.${texts.hint ?? name}`),
    error: fieldError(getFieldState(name, formState).error?.message),
    ...register(name),
  });
}
