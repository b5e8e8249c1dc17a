import { createRemoteTexts } from '@nfx/app-runtime';

/** The profile remote's texts (src/i18n), loaded from its own build folder before its modules render. */
export const ProfileTexts = createRemoteTexts(__webpack_public_path__);
