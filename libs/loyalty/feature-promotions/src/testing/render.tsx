import { createRenderWithProviders } from '@nfx/app-runtime/testing';

/** Renders under the providers the shell gives the loyalty remote, with its real English texts. */
export const renderWithProviders = createRenderWithProviders('loyalty');
