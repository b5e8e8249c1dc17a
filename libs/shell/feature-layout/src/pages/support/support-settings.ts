import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callQueryOptions } from '@nfx/api-client';

/** GET support/getsettings: contacts, opening hours in the locale, whether a chat is on. */
export function supportSettingsQueryOptions(locale: string) {
  return { ...callQueryOptions('support.getsettings', {}, [locale]), staleTime: 5 * 60_000 };
}

export function useSupportSettings() {
  const { i18n } = useTranslation();
  return useQuery(supportSettingsQueryOptions(i18n.language));
}
