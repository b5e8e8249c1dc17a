import { createRemoteTexts } from '@nfx/app-runtime';

/** The casino remote's texts (src/i18n), loaded from its own build folder before its modules render. */
export const CasinoTexts = createRemoteTexts(__webpack_public_path__);
