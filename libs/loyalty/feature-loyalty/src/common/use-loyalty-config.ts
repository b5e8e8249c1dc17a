import type { CharacterPlace, CmsConfig, LoyaltyConfig } from '@nfx/api-contract';
import { useCmsConfig } from '@nfx/cms-config';

/** The §9 defaults: loyalty and characters on, toasts 5 s with sound, the demo coin. */
export interface ResolvedLoyaltyConfig {
  isEnableLoyalty: boolean;
  isEnableCharacters: boolean;
  coinIcon: string;
  placesWhereDisplayedCharacters: CharacterPlace[];
  tutorialUrl: string;
  notification: { durationMs: number; sound: boolean };
}

export const DEFAULT_TOAST_SECONDS = 5;

/** The coin the API draws itself (§9 default): also what a configured coin that fails to load gives way to. */
export const DEFAULT_COIN_ICON = '/static/loyalty/coin.svg';

export function resolveLoyaltyConfig(section: LoyaltyConfig | undefined): ResolvedLoyaltyConfig {
  const seconds = section?.notification?.duration;
  return {
    isEnableLoyalty: section?.isEnableLoyalty ?? true,
    isEnableCharacters: section?.isEnableCharacters ?? true,
    coinIcon: section?.coinIcon ?? DEFAULT_COIN_ICON,
    placesWhereDisplayedCharacters: section?.placesWhereDisplayedCharacters ?? ['profile-page', 'loyalty-page', 'profile-loyalty-pages'],
    tutorialUrl: section?.tutorialUrl ?? '',
    notification: {
      durationMs: (typeof seconds === 'number' && seconds > 0 ? seconds : DEFAULT_TOAST_SECONDS) * 1000,
      sound: section?.notification?.sound ?? true,
    },
  };
}

const selectLoyalty = (config: CmsConfig) => resolveLoyaltyConfig(config.loyalty);

/** The loyalty configuration of the CMS config (§3); undefined until it has loaded. */
export function useLoyaltyConfig(): ResolvedLoyaltyConfig | undefined {
  return useCmsConfig(selectLoyalty).data;
}
