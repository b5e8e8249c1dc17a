import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec §3: where the full-screen game button shows. */
export type FullScreenVisibility = 'all' | 'telegram' | 'product' | 'none';

export interface CasinoSettings {
  fullScreenGame: FullScreenVisibility;
  allowZeroBalanceSlotPlay: boolean;
}

export const DEFAULT_CASINO_SETTINGS: CasinoSettings = { fullScreenGame: 'all', allowZeroBalanceSlotPlay: false };

const VISIBILITIES: readonly FullScreenVisibility[] = ['all', 'telegram', 'product', 'none'];

/** Reads the casino's switches out of the CMS config; anything missing or malformed keeps its default. */
export function casinoSettingsOf(config: unknown): CasinoSettings {
  const settings = (config as { settings?: Record<string, unknown> } | null)?.settings ?? {};
  const fullScreen = settings['fullScreenGame'];
  return {
    fullScreenGame: VISIBILITIES.includes(fullScreen as FullScreenVisibility)
      ? (fullScreen as FullScreenVisibility)
      : DEFAULT_CASINO_SETTINGS.fullScreenGame,
    allowZeroBalanceSlotPlay: settings['allowZeroBalanceSlotPlay'] === true,
  };
}

/** GET /nfx/cms-config/{locale} (spec §7); a failed load means the defaults, not a broken page. */
export async function fetchCasinoSettings(locale: string, signal?: AbortSignal): Promise<CasinoSettings> {
  try {
    const response = await fetch(`/nfx/cms-config/${encodeURIComponent(locale)}`, { credentials: 'same-origin', signal });
    return casinoSettingsOf(response.ok ? await response.json() : null);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('casino: the CMS config could not be loaded; using default settings', error);
    return DEFAULT_CASINO_SETTINGS;
  }
}

export function casinoSettingsQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['casino', 'cms-settings', locale] as const,
    queryFn: ({ signal }) => fetchCasinoSettings(locale, signal),
    staleTime: Infinity,
  });
}

export function useCasinoSettings(locale: string): CasinoSettings {
  return useQuery(casinoSettingsQueryOptions(locale)).data ?? DEFAULT_CASINO_SETTINGS;
}
