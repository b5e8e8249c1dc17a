import '@nfx/design-tokens/themes';
import { mountStandalone } from '@nfx/app-runtime';
import publication from '../publication';
import RemoteRoutes from './exposes/routes';

// Standalone dev mode: the same routes and texts the shell mounts, inside a minimal frame.
void mountStandalone({ RemoteRoutes, sections: publication.sections.map((section) => section.path), title: 'betting' });
