import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@nfx/api-contract';
import { callQueryOptions } from '@nfx/api-client';

/** Spec §9: banners default count 10. */
export const BANNERS_COUNT = 10;

/** banners.get, the home slider's first page, in the site's language (the client sends it). */
export function bannersQueryOptions(locale: string) {
  return callQueryOptions('banners.get', { offset: 0, count: BANNERS_COUNT }, [locale]);
}

export function useBanners() {
  const { i18n } = useTranslation();
  // No `fields` asked for, so every banner comes whole.
  return useQuery({ ...bannersQueryOptions(i18n.language), select: (page) => page.items as Banner[] });
}
