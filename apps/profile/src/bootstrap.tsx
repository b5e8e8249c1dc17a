import '@nfx/design-tokens/themes';
import { mountStandalone } from '@nfx/app-runtime';
import { RemoteRoutes, sections } from '@nfx/profile-feature-profile';

// Standalone dev mode: the same routes the shell mounts, inside a minimal frame.
void mountStandalone({ RemoteRoutes, sections, title: 'profile' });
