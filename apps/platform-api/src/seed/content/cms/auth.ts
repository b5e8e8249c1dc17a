import type { AuthConfig } from '@nfx/api-contract';
import type { LocalizedContent } from '../localized';

const flag = (isActive: boolean, defaultValue: boolean) => ({ isActive, defaultValue });

/** Auth popup configuration (spec §3); labels of the registration types are translated. */
export function buildAuthConfig(texts: LocalizedContent['authTypes']): AuthConfig {
  return {
    registration: {
      confirmEmailPopup: flag(true, false),
      showCharacterSelect: flag(true, false),
      showPromocode: flag(true, false),
      showPromoFieldByDefault: flag(false, false),
      terms: flag(true, false),
      notify: flag(true, true),
      markBetting: flag(true, false),
    },
    authTypes: [
      { label: texts.email, field: 'email', isFast: false, component: 'form' },
      { label: texts.phone, field: 'phone', isFast: true, component: 'fast' },
      // Offered only when this server can complete them: Google and Apple when configured, demo in demo mode.
      { label: texts.social, component: 'social', services: ['google', 'apple', 'demo'] },
    ],
  };
}
