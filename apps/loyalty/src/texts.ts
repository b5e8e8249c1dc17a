import { createRemoteTexts } from '@nfx/app-runtime';

/** The loyalty remote's texts (src/i18n), loaded from its own build folder before its modules render. */
export const LoyaltyTexts = createRemoteTexts(__webpack_public_path__);
