import { createRemoteTexts } from '@nfx/app-runtime';

/** The betting remote's texts (src/i18n), loaded from its own build folder before its modules render. */
export const BettingTexts = createRemoteTexts(__webpack_public_path__);
