import { createRenderWithProviders } from '@nfx/app-runtime/testing';

/** Renders under the back office's providers with its real English texts (and the site's `validation.*`). */
export const renderWithProviders = createRenderWithProviders('backoffice');
