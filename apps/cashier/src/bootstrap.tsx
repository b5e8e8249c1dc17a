import '@nfx/design-tokens/themes';
import { mountStandalone } from '@nfx/app-runtime';
import { RemoteRoutes, sections } from '@nfx/cashier-feature-cashier';

// Standalone dev mode: the same routes the shell mounts, inside a minimal frame.
void mountStandalone({ RemoteRoutes, sections, title: 'cashier' });
